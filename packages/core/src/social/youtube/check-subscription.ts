import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider } from "../http";
import { classifyYouTubeApi, parseAnswer } from "./classify";
import type { YouTubeConfig } from "./provider";

const SubscriptionList = z.object({
  items: z.array(z.object({ snippet: z.object({ resourceId: z.object({ channelId: z.string() }) }) })).default([]),
});

/**
 * Whether the fan subscribes to the channel: GET /subscriptions?part=snippet&mine=true&forChannelId=<id>
 * answers their subscription to it, or no item (one quota unit; no paging through all of them).
 */
export async function youtubeCheckSubscription(
  config: YouTubeConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
  channelId: string,
): Promise<boolean> {
  const { body } = await callProvider(policy, {
    operation: "youtube.check-subscription",
    method: "GET",
    url: providerUrl(config.apiUrl, "/subscriptions", { part: "snippet", mine: "true", forChannelId: channelId }),
    headers: { authorization: `Bearer ${accessToken}` },
    idempotent: true,
    classify: classifyYouTubeApi,
  });
  const { items } = parseAnswer(SubscriptionList, body, "subscription list");
  return items.some((item) => item.snippet.resourceId.channelId === channelId);
}
