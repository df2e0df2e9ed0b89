/**
 * The post URLs the hashtag conditions accept, shared by the server (which reads the post through the
 * fan's account) and the web (which says at once when a link cannot be a post).
 */

/** The shortcode of an Instagram post or reel URL (`instagram.com/p/<code>/`, `/reel/<code>/`), or null. */
export function instagramShortcode(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || !/^(www\.|m\.)?instagram\.com$/i.test(parsed.hostname)) return null;
  const match = /^\/(?:[A-Za-z0-9._]+\/)?(?:p|reel|reels|tv)\/([A-Za-z0-9_-]{5,64})\/?$/.exec(parsed.pathname);
  return match?.[1] ?? null;
}

/** The video id of a TikTok video URL (`tiktok.com/@user/video/<id>`), or null (short links included). */
export function tiktokVideoId(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url.trim());
  } catch {
    return null;
  }
  if (!/^https?:$/.test(parsed.protocol) || !/^(www\.|m\.)?tiktok\.com$/i.test(parsed.hostname)) return null;
  const match = /^\/@[^/]{1,64}\/(?:video|photo)\/(\d{5,30})\/?$/.exec(parsed.pathname);
  return match?.[1] ?? null;
}
