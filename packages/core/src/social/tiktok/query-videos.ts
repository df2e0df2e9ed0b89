import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, parseAnswer } from "../http";
import { classifyTikTokApi } from "./classify";
import type { TikTokConfig } from "./provider";
import { type TikTokVideo, toTikTokVideo, VIDEO_FIELDS, VideoPage } from "./videos";

/** POST /v2/video/query/: the fan's videos among these ids (others' videos are left out by TikTok). */
export async function tiktokQueryVideos(
  config: TikTokConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
  videoIds: string[],
): Promise<TikTokVideo[]> {
  const { body } = await callProvider(policy, {
    operation: "tiktok.query-videos",
    method: "POST",
    url: providerUrl(config.apiUrl, "/v2/video/query/", { fields: VIDEO_FIELDS }),
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
    body: JSON.stringify({ filters: { video_ids: videoIds } }),
    idempotent: true,
    classify: classifyTikTokApi,
  });
  return parseAnswer(body, VideoPage, "video query").data.videos.map(toTikTokVideo);
}
