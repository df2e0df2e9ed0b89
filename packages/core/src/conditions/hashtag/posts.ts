import type { SocialProvider } from "@fanfare/protocol";
import type { CoreContext } from "../../context";
import { AppError } from "../../errors";
import { callPolicy, providerConfig } from "../../social/config";
import { ProviderError } from "../../social/http";
import { instagramGetMedia } from "../../social/instagram/get-media";
import { instagramListMedia } from "../../social/instagram/list-media";
import { providerCode, providerContext, providerFailure } from "../../social/providers";
import { tiktokListVideos } from "../../social/tiktok/list-videos";
import { tiktokQueryVideos } from "../../social/tiktok/query-videos";
import { instagramShortcode, tiktokVideoId } from "./hashtags";

/** A post of the fan as the hashtag conditions compare it. */
export type FanPost = { id: string; url: string; caption: string; postedAt: Date };

/** How far back the list goes: pages of the fan's posts read at most while looking for one. */
const MAX_PAGES = 8;

function mediaFailure(provider: SocialProvider, error: unknown): unknown {
  if (error instanceof ProviderError && error.failure !== "unauthorized")
    return providerFailure(provider, "media", error);
  return error;
}

/**
 * The fan's posts since `since` (newest first), read through their own token. Instagram: `/me/media`
 * pages; TikTok: `video/list` pages. Stops at the first post older than `since` (never with `null`), or
 * once `until` says the post just read is the one looked for.
 */
export async function listFanPosts(
  ctx: CoreContext,
  provider: "INSTAGRAM" | "TIKTOK",
  token: string,
  since: Date | null,
  maxPages = MAX_PAGES,
  until?: (post: FanPost) => boolean,
): Promise<FanPost[]> {
  const policy = callPolicy(ctx);
  const posts: FanPost[] = [];
  try {
    if (provider === "INSTAGRAM") {
      const config = providerConfig(ctx, "INSTAGRAM");
      let after: string | undefined;
      for (let page = 0; page < maxPages; page += 1) {
        const result = await instagramListMedia(config, policy, token, { after, limit: 50 });
        for (const post of result.posts) {
          if (since && post.postedAt < since) return posts;
          const found = { id: post.id, url: post.permalink, caption: post.caption, postedAt: post.postedAt };
          posts.push(found);
          if (until?.(found)) return posts;
        }
        if (!result.after) break;
        after = result.after;
      }
    } else {
      const config = providerConfig(ctx, "TIKTOK");
      let cursor: number | undefined;
      for (let page = 0; page < maxPages; page += 1) {
        const result = await tiktokListVideos(config, policy, token, { cursor, maxCount: 20 });
        for (const video of result.videos) {
          if (since && video.postedAt < since) return posts;
          const found = { id: video.id, url: video.shareUrl, caption: video.description, postedAt: video.postedAt };
          posts.push(found);
          if (until?.(found)) return posts;
        }
        if (result.cursor === null) break;
        cursor = result.cursor;
      }
    }
  } catch (error) {
    throw mediaFailure(provider, error);
  }
  return posts;
}

/**
 * The post the fan names (by URL or by id from their list), read through their own token, so only their
 * own posts are found, whenever they were published (the caller judges the campaign window). Not theirs
 * (or not readable): -E2008. A URL that names no post: -E1001. Instagram has no lookup by shortcode:
 * the fan's media are read page by page (at most MAX_PAGES) until the post is met.
 */
export async function findFanPost(
  ctx: CoreContext,
  provider: "INSTAGRAM" | "TIKTOK",
  token: string,
  input: { postUrl?: string | undefined; postId?: string | undefined },
): Promise<FanPost> {
  const policy = callPolicy(ctx);
  const notTheirs = new AppError(providerCode(provider, "E2008"));
  if (provider === "INSTAGRAM") {
    const config = providerConfig(ctx, "INSTAGRAM");
    if (input.postId) {
      if (!/^[0-9]{1,40}$/.test(input.postId)) throw notTheirs;
      try {
        const post = await instagramGetMedia(config, policy, token, input.postId);
        return { id: post.id, url: post.permalink, caption: post.caption, postedAt: post.postedAt };
      } catch (error) {
        if (error instanceof ProviderError && error.failure === "rejected") {
          throw new AppError(providerCode(provider, "E2008"), {
            cause: error,
            context: providerContext(provider, error),
          });
        }
        throw mediaFailure(provider, error);
      }
    }
    const shortcode = instagramShortcode(input.postUrl ?? "");
    if (!shortcode) throw new AppError("instagramCondition-E1001");
    const isIt = (post: FanPost) => instagramShortcode(post.url) === shortcode;
    const posts = await listFanPosts(ctx, provider, token, null, MAX_PAGES, isIt);
    const found = posts.find(isIt);
    if (!found) throw notTheirs;
    return found;
  }
  const config = providerConfig(ctx, "TIKTOK");
  const id = input.postId ?? tiktokVideoId(input.postUrl ?? "");
  if (!id) throw new AppError("tiktokCondition-E1001");
  if (!/^[0-9]{1,40}$/.test(id)) throw notTheirs;
  try {
    const [video] = await tiktokQueryVideos(config, policy, token, [id]);
    if (!video) throw notTheirs;
    return { id: video.id, url: video.shareUrl, caption: video.description, postedAt: video.postedAt };
  } catch (error) {
    throw mediaFailure(provider, error);
  }
}
