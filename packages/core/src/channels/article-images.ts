import type { LocalizedText } from "@fanfare/protocol";

/**
 * Images in an article's sanitised HTML, exactly as sanitize-html.ts writes them: the asset's id and its
 * alt text, nothing else. Read only from stored (sanitised) bodies, so this one form is the only one.
 */
const STORED_IMAGE = /<img data-asset-id="([0-9a-f-]{36})" alt="([^"]*)">/gu;

/** The images of sanitised bodies, in order of first appearance (ja first), each once; `alt` as stored. */
export function articleImages(body: LocalizedText | null): { assetId: string; alt: string }[] {
  if (!body) return [];
  const images: { assetId: string; alt: string }[] = [];
  for (const html of Object.values(body)) {
    for (const m of (html ?? "").matchAll(STORED_IMAGE)) {
      images.push({ assetId: m[1] as string, alt: m[2] as string });
    }
  }
  return images;
}

/** The ids of the assets the bodies embed, each once, in order of first appearance. */
export function embeddedAssetIds(body: LocalizedText | null): string[] {
  return [...new Set(articleImages(body).map((image) => image.assetId))];
}

/**
 * The HTML a member reads: each image's asset id replaced by a URL signed for them (`urlOf`). An image
 * whose asset is not among the content's (none should be: they are linked on write) is left out rather
 * than shown broken.
 */
export function resolveArticleImages(html: string, urlOf: (assetId: string) => string | undefined): string {
  return html.replace(STORED_IMAGE, (_whole, assetId: string, alt: string) => {
    const url = urlOf(assetId);
    if (!url) return "";
    const src = url.replace(/&/gu, "&amp;").replace(/"/gu, "&quot;");
    return `<img src="${src}" alt="${alt}" loading="lazy" decoding="async">`;
  });
}
