import { isObject, ProviderError } from "../http";

export type TikTokVideo = { id: string; description: string; shareUrl: string; postedAt: Date };

export const VIDEO_FIELDS = "id,create_time,share_url,video_description,title";

export function toTikTokVideo(node: unknown): TikTokVideo {
  if (!isObject(node) || typeof node.id !== "string" || typeof node.create_time !== "number") {
    throw new ProviderError("malformed", 200, null, "unexpected video node");
  }
  // The hashtag may be in the title or the description; a title TikTok derived from the description
  // (its beginning) is not repeated, so the fan sees their caption once.
  const title = typeof node.title === "string" ? node.title.trim() : "";
  const text = typeof node.video_description === "string" ? node.video_description : "";
  const description = title && !text.includes(title) ? (text ? `${title}\n${text}` : title) : text;
  return {
    id: node.id,
    description,
    shareUrl: typeof node.share_url === "string" ? node.share_url : "",
    postedAt: new Date(node.create_time * 1000),
  };
}

export const isVideoPage = (v: unknown): v is { data: { videos: unknown[]; cursor?: unknown; has_more?: unknown } } =>
  isObject(v) && isObject(v.data) && Array.isArray(v.data.videos);
