import type { ConditionType, ConditionView } from "@fanfare/protocol";
import dynamic from "next/dynamic";
import type { ComponentType } from "react";
import { NoneBody } from "./none/none-body";
import { NotAvailable } from "./not-available";

// The kinds' forms are loaded with the page that shows one (the condition page, server-rendered there
// as before): only that kind's form reaches the browser, not every kind's (~10 kB gzip, issue 17).
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
 * Every condition kind's form: with CONDITION_KIND_NAMES (names.ts, the kinds' names) and
 * CONDITION_KIND_TEXTS (texts.ts), the web's lists of kinds (ADR 0020). A kind added to the protocol
 * without a line here is a type error, not a blank page. Only the condition page imports this module
 * (conditions/module-boundaries.test.ts): a page that names kinds takes names.ts.
 */
export const CONDITION_KIND_FORMS = {
  NONE: NoneBody,
  INSTAGRAM_HASHTAG: HashtagKindForm,
  TIKTOK_HASHTAG: HashtagKindForm,
  SURVEY: SurveyKindForm,
  SPOTIFY_LIKE_SONG: SpotifyKindForm,
  SPOTIFY_FOLLOW_ARTIST: SpotifyKindForm,
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: SpotifyKindForm,
  NFT_OWN_UNLIMITED: NftOwnForm,
  WALLET_ADDRESS_RECEIVED: WalletAddressForm,
  SPECIFY_A_SINGLE_CODE: CodeForm,
  SPECIFY_MULTIPLE_CODES: CodeForm,
  NFT_IS_LINKED_BY_CODE: CodeForm,
  YOUTUBE_SUBSCRIBE_CHANNEL: YouTubeSubscribeChannelKindForm,
} as const satisfies Record<ConditionType, ComponentType<ConditionFormProps>>;

/** A kind this web does not know yet (an API released before it) cannot be completed here. */
export function conditionKindForm(type: ConditionType): ComponentType<ConditionFormProps> {
  if (!Object.hasOwn(CONDITION_KIND_FORMS, type)) return NotAvailable;
  return CONDITION_KIND_FORMS[type];
}
