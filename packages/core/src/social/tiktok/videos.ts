import { z } from "zod";
import { ProviderError } from "../http";

export type TikTokVideo = { id: string; description: string; shareUrl: string; postedAt: Date };

export const VIDEO_FIELDS = "id,create_time,share_url,video_description,title";

const VideoNode = z.looseObject({
  id: z.string(),
  create_time: z.number(),
  title: z.unknown().optional(),
  video_description: z.unknown().optional(),
  share_url: z.unknown().optional(),
});

/** The title, then the description, unless the description already holds the title. */
function captionOf(title: string, text: string): string {
  if (!title || text.includes(title)) return text;
  return text ? `${title}\n${text}` : title;
}

export function toTikTokVideo(value: unknown): TikTokVideo {
  const parsed = VideoNode.safeParse(value);
  if (!parsed.success) throw new ProviderError("malformed", 200, null, "unexpected video node");
  const node = parsed.data;
  // The hashtag may be in the title or the description; a title TikTok derived from the description
  // (its beginning) is not repeated, so the fan sees their caption once.
  const title = typeof node.title === "string" ? node.title.trim() : "";
  const text = typeof node.video_description === "string" ? node.video_description : "";
  const description = captionOf(title, text);
  return {
    id: node.id,
    description,
    shareUrl: typeof node.share_url === "string" ? node.share_url : "",
    postedAt: new Date(node.create_time * 1000),
  };
}

/** A page of `video/list` or `video/query`: the videos are read one by one (toTikTokVideo). */
export const VideoPage = z.looseObject({
  data: z.looseObject({
    videos: z.array(z.unknown()),
    cursor: z.unknown().optional(),
    has_more: z.unknown().optional(),
  }),
});
