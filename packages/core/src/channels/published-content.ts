import { and, asc, desc, eq, lte, type SQL } from "drizzle-orm";
import { channelContents } from "./tables";

/**
 * What fans may see of a channel's contents: published by the operator (not MAKING) and from its
 * `publishAt` on. One condition for the lists, a content and its media, so an unpublished content is
 * gone from all of them at once.
 */
export function publishedContent(now: Date): SQL {
  return and(eq(channelContents.status, "PUBLISH"), lte(channelContents.publishAt, now)) as SQL;
}

/** The operator's order (position), then newest first: the same for fans and the console. */
export const CONTENT_ORDER = [asc(channelContents.position), desc(channelContents.publishAt)] as const;
