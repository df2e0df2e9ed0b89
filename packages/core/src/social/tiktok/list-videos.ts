import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, parseAnswer } from "../http";
import { classifyTikTokApi } from "./classify";
import type { TikTokConfig } from "./provider";
import { type TikTokVideo, toTikTokVideo, VIDEO_FIELDS, VideoPage } from "./videos";

/** POST /v2/video/list/: a page of the fan's videos, newest first; `cursor` continues (a read: retried). */
export async function tiktokListVideos(
  config: TikTokConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
  input: { cursor?: number | undefined; maxCount?: number } = {},
): Promise<{ videos: TikTokVideo[]; cursor: number | null }> {
  const { body } = await callProvider(policy, {
    operation: "tiktok.list-videos",
    method: "POST",
    url: providerUrl(config.apiUrl, "/v2/video/list/", { fields: VIDEO_FIELDS }),
    headers: { authorization: `Bearer ${accessToken}`, "content-type": "application/json" },
    body: JSON.stringify({ max_count: input.maxCount ?? 20, ...(input.cursor ? { cursor: input.cursor } : {}) }),
    idempotent: true,
    classify: classifyTikTokApi,
  });
  const page = parseAnswer(body, VideoPage, "video list").data;
  return {
    videos: page.videos.map(toTikTokVideo),
    cursor: page.has_more === true && typeof page.cursor === "number" ? page.cursor : null,
  };
}
