import { createHmac } from "node:crypto";
import { safeEqual } from "../auth/secrets";
import type { CoreContext } from "../context";
import { AppError } from "../errors";

export const DEFAULT_MEDIA_URL_TTL_SECONDS = 600;

/** The media URLs' own key, derived from the session secret (a leaked media URL says nothing about sessions). */
function mediaKey(ctx: CoreContext): Buffer {
  return createHmac("sha256", ctx.config.sessionSecret).update("fanfare:media-url:v1").digest();
}

export function mediaPath(contentId: string, assetId: string): string {
  return `/api/v1/media/${contentId}/${assetId}`;
}

function signature(ctx: CoreContext, path: string, fanId: string, expires: number): string {
  return createHmac("sha256", mediaKey(ctx)).update(`${path}\n${fanId}\n${expires}`).digest("base64url");
}

/**
 * A short-lived URL for one asset of one content, signed for one fan: HMAC over the path, the fan's id
 * and the expiry. Relative to the site's origin (the web serves /api/* on its own origin).
 */
export function signMediaUrl(
  ctx: CoreContext,
  input: { contentId: string; assetId: string; fanId: string },
): { url: string; expiresAt: string } {
  const ttl = ctx.config.mediaUrlTtlSeconds ?? DEFAULT_MEDIA_URL_TTL_SECONDS;
  const expires = Math.floor(ctx.clock.now().getTime() / 1000) + ttl;
  const path = mediaPath(input.contentId, input.assetId);
  const sig = signature(ctx, path, input.fanId, expires);
  const query = new URLSearchParams({ u: input.fanId, e: String(expires), s: sig });
  return { url: `${path}?${query}`, expiresAt: new Date(expires * 1000).toISOString() };
}

/**
 * The fan a media URL was signed for. A URL whose signature does not match (any part changed, or made
 * without the key) is premiumContent-E2010; a genuine one past its expiry is premiumContent-E2009.
 */
export function verifyMediaUrl(
  ctx: CoreContext,
  input: { contentId: string; assetId: string; u?: string | undefined; e?: string | undefined; s?: string | undefined },
): { fanId: string; expires: number } {
  const { u, e, s } = input;
  if (!u || !e || !s || !/^\d{1,12}$/u.test(e)) throw new AppError("premiumContent-E2010");
  const expires = Number(e);
  const expected = signature(ctx, mediaPath(input.contentId, input.assetId), u, expires);
  if (!safeEqual(expected, s)) throw new AppError("premiumContent-E2010");
  if (expires * 1000 <= ctx.clock.now().getTime()) throw new AppError("premiumContent-E2009");
  return { fanId: u, expires };
}
