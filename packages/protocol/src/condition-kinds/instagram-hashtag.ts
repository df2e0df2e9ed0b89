import { defineConditionKind } from "../definitions";
import { HASHTAG_ACTION, HashtagConfig } from "./parts/social";

/** INSTAGRAM_HASHTAG: a post of the fan's Instagram account, inside the campaign window, with the hashtag. */
export const INSTAGRAM_HASHTAG = defineConditionKind({
  type: "INSTAGRAM_HASHTAG",
  slug: "instagram-hashtag",
  tab: "social",
  provider: "INSTAGRAM",
  proof: "PROVIDER",
  settings: HashtagConfig,
  action: HASHTAG_ACTION,
  errors: {},
});
