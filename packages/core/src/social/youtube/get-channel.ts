import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, ProviderError } from "../http";
import type { Profile } from "../tokens";
import { classifyYouTubeApi, parseAnswer } from "./classify";
import type { YouTubeConfig } from "./provider";

const ChannelList = z.object({
  items: z
    .array(z.object({ id: z.string().min(1), snippet: z.object({ title: z.string() }).partial().optional() }))
    .default([]),
});

/**
 * GET /channels?part=snippet&mine=true: the fan's own channel is their YouTube identity (its id is what a
 * subscription is made from). A Google account without a channel has none: `rejected` (`noChannel`).
 */
export async function youtubeGetChannel(
  config: YouTubeConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
): Promise<Profile> {
  const { body } = await callProvider(policy, {
    operation: "youtube.get-channel",
    method: "GET",
    url: providerUrl(config.apiUrl, "/channels", { part: "snippet", mine: "true" }),
    headers: { authorization: `Bearer ${accessToken}` },
    idempotent: true,
    classify: classifyYouTubeApi,
  });
  const [channel] = parseAnswer(ChannelList, body, "channel list").items;
  if (!channel) throw new ProviderError("rejected", 200, "noChannel", "the Google account has no YouTube channel");
  return { id: channel.id, displayName: channel.snippet?.title || channel.id };
}
