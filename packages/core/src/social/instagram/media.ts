import { z } from "zod";
import { ProviderError } from "../http";

/** One post as the hashtag conditions need it. */
export type InstagramPost = {
  id: string;
  caption: string;
  permalink: string;
  shortcode: string | null;
  postedAt: Date;
};

export const MEDIA_FIELDS = "id,caption,permalink,shortcode,timestamp";

/** `2025-01-31T09:00:00+0000` → Date. */
export function parseGraphTime(value: string): Date | null {
  const at = Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2"));
  return Number.isNaN(at) ? null : new Date(at);
}

const MediaNode = z.looseObject({
  id: z.string(),
  timestamp: z.string(),
  caption: z.unknown().optional(),
  permalink: z.unknown().optional(),
  shortcode: z.unknown().optional(),
});

export function toInstagramPost(value: unknown): InstagramPost {
  const parsed = MediaNode.safeParse(value);
  if (!parsed.success) throw new ProviderError("malformed", 200, null, "unexpected media node");
  const node = parsed.data;
  const postedAt = parseGraphTime(node.timestamp);
  if (!postedAt) throw new ProviderError("malformed", 200, null, "unexpected media timestamp");
  return {
    id: node.id,
    caption: typeof node.caption === "string" ? node.caption : "",
    permalink: typeof node.permalink === "string" ? node.permalink : "",
    shortcode: typeof node.shortcode === "string" ? node.shortcode : null,
    postedAt,
  };
}
