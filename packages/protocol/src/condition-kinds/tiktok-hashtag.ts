import { defineConditionKind } from "../definitions";
import { HASHTAG_ACTION, HashtagConfig } from "./parts/social";

/** TIKTOK_HASHTAG: a video of the fan's TikTok account, inside the campaign window, with the hashtag. */
export const TIKTOK_HASHTAG = defineConditionKind({
  type: "TIKTOK_HASHTAG",
  slug: "tiktok-hashtag",
  tab: "social",
  provider: "TIKTOK",
  proof: "PROVIDER",
  settings: HashtagConfig,
  action: HASHTAG_ACTION,
  errors: {},
});
