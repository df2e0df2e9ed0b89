// Where a campaign's generated share image lives and how big it is: pure (no fs, no next/og), so the
// page's metadata (campaign-metadata.ts) can point at it without pulling the drawing code in.

import type { Locale } from "@fanfare/protocol";
import { campaignPath } from "../campaign-paths";

/** The size X and Facebook show a large card at without cropping (1.91:1). */
export const SHARE_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * The route's last segment. The dot keeps it out of the proxy (proxy.ts skips paths with a dot: no
 * locale redirect, no CSP for a PNG), and the name says what a crawler gets.
 */
export const SHARE_IMAGE_SEGMENT = "share-image.png";

/**
 * The image of one campaign in one language, as an absolute URL. `v` changes when what is drawn from
 * the campaign changes (title, art), so X and LINE, which keep an image per URL for days, fetch the new
 * one after an edit; the route itself ignores it.
 */
export function shareImageUrl(input: {
  locale: Locale;
  projectId: string;
  campaignId: string;
  publicUrl: string;
  drawn: readonly (string | null)[];
}): string {
  const path = `/${input.locale}${campaignPath(input.projectId, input.campaignId, SHARE_IMAGE_SEGMENT)}`;
  const url = new URL(path, input.publicUrl);
  url.searchParams.set("v", fingerprint(input.drawn.map((part) => part ?? "").join("\n")));
  return url.toString();
}

/** FNV-1a (32 bits) in base 36: a short, stable tag, not a security measure. */
function fingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (const unit of new TextEncoder().encode(text)) {
    hash ^= unit;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}
