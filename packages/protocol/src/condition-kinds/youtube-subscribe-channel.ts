import { z } from "zod";
import { defineConditionKind } from "../definitions";
import { VERIFY_ACTION } from "./parts/verify";

/** A YouTube channel id as in youtube.com/channel/<id>: `UC` and 22 characters of base64url. */
export const YouTubeChannelId = z
  .string()
  .regex(/^UC[0-9A-Za-z_-]{22}$/, "must be a YouTube channel id (UC and 22 characters)");

/**
 * YOUTUBE_SUBSCRIBE_CHANNEL: the channel the fan subscribes to; its name is what the fan is shown (the
 * operator types it: reading it from YouTube would need an API key at campaign creation).
 */
export const YouTubeSubscribeChannelConfig = z
  .object({ channelId: YouTubeChannelId, channelName: z.string().trim().min(1).max(100) })
  .strict();
export type YouTubeSubscribeChannelConfig = z.infer<typeof YouTubeSubscribeChannelConfig>;

/** Verified by reading the fan's subscriptions through their connected YouTube account (`verify`, no body). */
export const YOUTUBE_SUBSCRIBE_CHANNEL = defineConditionKind({
  type: "YOUTUBE_SUBSCRIBE_CHANNEL",
  slug: "youtube-subscribe-channel",
  tab: "social",
  provider: "YOUTUBE",
  proof: "PROVIDER",
  settings: YouTubeSubscribeChannelConfig,
  action: VERIFY_ACTION,
  errors: {},
});
