import { isObject, ProviderError } from "../http";

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

export function toInstagramPost(node: unknown): InstagramPost {
  if (!isObject(node) || typeof node.id !== "string" || typeof node.timestamp !== "string") {
    throw new ProviderError("malformed", 200, null, "unexpected media node");
  }
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
