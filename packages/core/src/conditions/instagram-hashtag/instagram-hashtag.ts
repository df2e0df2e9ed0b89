import { hashtagCondition } from "../hashtag/hashtag-condition";

/** INSTAGRAM_HASHTAG: a post of the fan's Instagram account, inside the campaign window, with the hashtag. */
export const instagramHashtagCondition = hashtagCondition("INSTAGRAM_HASHTAG");
