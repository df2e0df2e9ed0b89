import type { Locale } from "@fanfare/protocol";
import { CODE_TEXTS } from "./code/texts";
import { HASHTAG_TEXTS } from "./hashtag/texts";
import { NFT_OWN_TEXTS } from "./nft-own/texts";
import { NONE_TEXTS } from "./none/texts";
import { SPOTIFY_TEXTS } from "./spotify/texts";
import { SURVEY_TEXTS } from "./survey/texts";
import { WALLET_ADDRESS_TEXTS } from "./wallet-address/texts";
import { YOUTUBE_SUBSCRIBE_CHANNEL_TEXTS } from "./youtube-subscribe-channel/texts";

/**
 * The kinds' texts, each in its folder (`<kind>/texts.ts`: its form's texts, its name, its error codes'
 * translations under `errors`), merged into the messages by i18n/module-messages.ts; kinds that share a
 * form share one. Listed apart from registry.tsx's
 * views because (1) the message keys (MessageKey) are typed from these texts while the views' names are
 * MessageKeys, and (2) the server's message loading (i18n/request.ts, route-messages.ts) imports this
 * list: were it in registry.tsx, every page's client bundle would get every kind's form, since Next
 * ships each client component a server module imports.
 */
export const CONDITION_KIND_TEXTS = [
  NONE_TEXTS,
  CODE_TEXTS,
  SURVEY_TEXTS,
  WALLET_ADDRESS_TEXTS,
  NFT_OWN_TEXTS,
  SPOTIFY_TEXTS,
  HASHTAG_TEXTS,
  YOUTUBE_SUBSCRIBE_CHANNEL_TEXTS,
] as const satisfies readonly Record<Locale, object>[];
