import type { ConditionType, ConditionView } from "@fanfare/protocol";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import type { MessageKey } from "@/i18n/page-metadata";
import { NoneBody } from "./none/none-body";
import { NotAvailable } from "./not-available";

// The kinds' forms are loaded with the page that shows one (the condition page, server-rendered there
// as before): this registry also names the kinds on the campaign and claimed-success pages, and
// importing every form here shipped all of them to those pages (~10 kB gzip, issue 17).
const CodeForm = dynamic<ConditionFormProps>(() => import("./code/code-form").then((module) => module.CodeForm));
const HashtagConditionForm = dynamic(() =>
  import("./hashtag/hashtag-condition-form").then((module) => module.HashtagConditionForm),
);
const NftOwnForm = dynamic<ConditionFormProps>(() =>
  import("./nft-own/nft-own-form").then((module) => module.NftOwnForm),
);
const SpotifyConditionForm = dynamic(() =>
  import("./spotify/spotify-condition-form").then((module) => module.SpotifyConditionForm),
);
const SurveyForm = dynamic(() => import("./survey/survey-form").then((module) => module.SurveyForm));
const WalletAddressForm = dynamic<ConditionFormProps>(() =>
  import("./wallet-address/wallet-address-form").then((module) => module.WalletAddressForm),
);
const YouTubeSubscribeChannelKindForm = dynamic<ConditionFormProps>(() =>
  import("./youtube-subscribe-channel/youtube-subscribe-channel-form").then(
    (module) => module.YouTubeSubscribeChannelKindForm,
  ),
);

/** What the condition page hands every kind's form. */
export type ConditionFormProps = {
  projectId: string;
  campaignId: string;
  condition: ConditionView;
  onCompleted: () => void;
};

/** A condition kind as the fan sees it: its name in lists and titles, and the form that completes it. */
export type ConditionKindView = {
  /** Full key written out (not built from the type) so check-messages sees each one used. */
  name: MessageKey;
  Form: ComponentType<ConditionFormProps>;
};

/** A survey without its questions (an API that did not send them) cannot be answered. */
function SurveyKindForm({ campaignId, condition, onCompleted }: ConditionFormProps) {
  if (!condition.survey) return <NotAvailable />;
  return (
    <SurveyForm campaignId={campaignId} condition={condition} survey={condition.survey} onCompleted={onCompleted} />
  );
}

/** A provider's kind needs the provider's part of the condition (its target, the fan's permission). */
function SpotifyKindForm(props: ConditionFormProps) {
  if (props.condition.social?.provider !== "SPOTIFY") return <NotAvailable />;
  return <SpotifyConditionForm {...props} />;
}

function HashtagKindForm(props: ConditionFormProps) {
  if (!props.condition.social) return <NotAvailable />;
  return <HashtagConditionForm {...props} />;
}

/**
 * Every condition kind's view: the only list of kinds in the web (ADR 0020). A kind added to the
 * protocol without a line here is a type error, not a blank page.
 */
export const CONDITION_KIND_VIEWS = {
  NONE: { name: "condition.type.NONE", Form: NoneBody },
  INSTAGRAM_HASHTAG: { name: "condition.type.INSTAGRAM_HASHTAG", Form: HashtagKindForm },
  TIKTOK_HASHTAG: { name: "condition.type.TIKTOK_HASHTAG", Form: HashtagKindForm },
  SURVEY: { name: "condition.type.SURVEY", Form: SurveyKindForm },
  SPOTIFY_LIKE_SONG: { name: "condition.type.SPOTIFY_LIKE_SONG", Form: SpotifyKindForm },
  SPOTIFY_FOLLOW_ARTIST: { name: "condition.type.SPOTIFY_FOLLOW_ARTIST", Form: SpotifyKindForm },
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: {
    name: "condition.type.SPOTIFY_ADD_PLAYLIST_OR_ALBUM",
    Form: SpotifyKindForm,
  },
  NFT_OWN_UNLIMITED: { name: "condition.type.NFT_OWN_UNLIMITED", Form: NftOwnForm },
  WALLET_ADDRESS_RECEIVED: {
    name: "condition.type.WALLET_ADDRESS_RECEIVED",
    Form: WalletAddressForm,
  },
  SPECIFY_A_SINGLE_CODE: { name: "condition.type.SPECIFY_A_SINGLE_CODE", Form: CodeForm },
  SPECIFY_MULTIPLE_CODES: { name: "condition.type.SPECIFY_MULTIPLE_CODES", Form: CodeForm },
  NFT_IS_LINKED_BY_CODE: { name: "condition.type.NFT_IS_LINKED_BY_CODE", Form: CodeForm },
  YOUTUBE_SUBSCRIBE_CHANNEL: {
    name: "youtubeSubscribeChannel.name",
    Form: YouTubeSubscribeChannelKindForm,
  },
} as const satisfies Record<ConditionType, ConditionKindView>;

/** A kind this web does not know yet (an API released before it): named generically, not completable here. */
const UNKNOWN_KIND: ConditionKindView = { name: "condition.title", Form: NotAvailable };

export function conditionKindView(type: ConditionType): ConditionKindView {
  if (!Object.hasOwn(CONDITION_KIND_VIEWS, type)) return UNKNOWN_KIND;
  return CONDITION_KIND_VIEWS[type];
}
