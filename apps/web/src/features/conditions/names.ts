import type { ConditionType } from "@fanfare/protocol";
import type { MessageKey } from "@/i18n/page-metadata";

/**
 * Every condition kind's name, as the fan reads it in lists and titles (the campaign page, the condition
 * page, claimed-success's proofs). Apart from the kinds' forms (registry.tsx): a page that only names
 * kinds must not import the registry, whose `next/dynamic` calls would bring Next's lazy-loading runtime
 * and the forms' loaders to it (~2.5 kB gzip on the campaign page and claimed-success, issue 17). Full
 * keys written out (not built from the type) so check-messages sees each one used. A kind added to the
 * protocol without a line here is a type error.
 */
export const CONDITION_KIND_NAMES = {
  NONE: "condition.type.NONE",
  INSTAGRAM_HASHTAG: "condition.type.INSTAGRAM_HASHTAG",
  TIKTOK_HASHTAG: "condition.type.TIKTOK_HASHTAG",
  SURVEY: "condition.type.SURVEY",
  SPOTIFY_LIKE_SONG: "condition.type.SPOTIFY_LIKE_SONG",
  SPOTIFY_FOLLOW_ARTIST: "condition.type.SPOTIFY_FOLLOW_ARTIST",
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: "condition.type.SPOTIFY_ADD_PLAYLIST_OR_ALBUM",
  NFT_OWN_UNLIMITED: "condition.type.NFT_OWN_UNLIMITED",
  WALLET_ADDRESS_RECEIVED: "condition.type.WALLET_ADDRESS_RECEIVED",
  SPECIFY_A_SINGLE_CODE: "condition.type.SPECIFY_A_SINGLE_CODE",
  SPECIFY_MULTIPLE_CODES: "condition.type.SPECIFY_MULTIPLE_CODES",
  NFT_IS_LINKED_BY_CODE: "condition.type.NFT_IS_LINKED_BY_CODE",
  YOUTUBE_SUBSCRIBE_CHANNEL: "youtubeSubscribeChannel.name",
} as const satisfies Record<ConditionType, MessageKey>;

/** A kind this web does not know yet (an API released before it) is named generically. */
export function conditionKindName(type: ConditionType): MessageKey {
  return Object.hasOwn(CONDITION_KIND_NAMES, type) ? CONDITION_KIND_NAMES[type] : "condition.title";
}
