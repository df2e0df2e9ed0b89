import type { ConditionType } from "@fanfare/protocol";

type Settings = Record<string, unknown>;
const nothing = (): Settings => ({});
const asIs = (config: Record<string, unknown>): Settings => ({ ...config });

/**
 * The operator's settings back from a condition's stored config: the inverse of each kind's module
 * `storeSettings` (conditions/<kind>/). Codes are not in the config (their own rows, hashed). The project
 * export checks each result against the module (projects/export-project.ts): settings that would not store
 * as the same config are refused, so a kind whose storing changes cannot be exported wrongly in silence.
 */
const SETTINGS_FROM_CONFIG = {
  NONE: nothing,
  SURVEY: (config) => ({ survey: config }),
  WALLET_ADDRESS_RECEIVED: nothing,
  SPECIFY_A_SINGLE_CODE: nothing,
  SPECIFY_MULTIPLE_CODES: nothing,
  NFT_IS_LINKED_BY_CODE: nothing,
  NFT_OWN_UNLIMITED: (config) => ({ nft: config }),
  SPOTIFY_LIKE_SONG: asIs,
  SPOTIFY_FOLLOW_ARTIST: asIs,
  SPOTIFY_ADD_PLAYLIST_OR_ALBUM: asIs,
  INSTAGRAM_HASHTAG: asIs,
  TIKTOK_HASHTAG: asIs,
  YOUTUBE_SUBSCRIBE_CHANNEL: asIs,
} satisfies Record<ConditionType, (config: Record<string, unknown>) => Settings>;

/**
 * A condition's settings as the operator wrote them, from its stored config. Codes are not among them:
 * they live in their own rows, only as keyed hashes.
 */
export function settingsFromConfig(type: ConditionType, config: Record<string, unknown>): Settings {
  return SETTINGS_FROM_CONFIG[type](config);
}
