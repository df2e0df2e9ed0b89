import { hashtagCondition } from "../hashtag/hashtag-condition";

/** TIKTOK_HASHTAG: a video of the fan's TikTok account, inside the campaign window, with the hashtag. */
export const tiktokHashtagCondition = hashtagCondition("TIKTOK_HASHTAG");
