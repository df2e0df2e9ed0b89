// Server-only: the answer of the share-image route (app/[locale]/projects/[projectId]/[campaign]/
// share-image.png/route.tsx). The campaign is read as a visitor (crawlers have no session), the PNG is
// drawn whole before answering, so a drawing that fails becomes a simpler image, never a broken 200.

import { API_ROUTES, type Locale } from "@fanfare/protocol";
import { ImageResponse } from "next/og";
import { serverApiRead } from "@/lib/server-api";
import { campaignImage } from "../campaign-metadata";
import { localized } from "../localized-text";
import {
  drawnText,
  PROJECT_NAME_MAX_CHARACTERS,
  ShareImage,
  type ShareImageProps,
  TITLE_MAX_CHARACTERS,
} from "./share-image";
import { loadArt } from "./share-image-art";
import { loadShareImageFonts, shareImageFontFamily } from "./share-image-fonts";
import { SHARE_IMAGE_SIZE } from "./share-image-url";

const { getCampaign, getProject } = API_ROUTES;

/**
 * How long browsers and shared caches keep each answer. The page's URL carries a fingerprint of the
 * title and art (share-image-url.ts), so an edit gets a new URL and an hour is safe; without the
 * campaign, a short time, so a new or a returning campaign is seen soon.
 */
export const SHARE_IMAGE_CACHE = {
  campaign: "public, max-age=3600, stale-while-revalidate=86400",
  unavailable: "public, max-age=60",
  notFound: "public, max-age=300",
} as const;

export type ShareImageRequest = {
  locale: Locale;
  projectId: string;
  campaignId: string;
  /** The address fans use (env.PUBLIC_URL): art on it is read from `publicDir`. */
  publicUrl: string;
  /** apps/web/public, where the site's own art lies. */
  publicDir: string;
  siteName: string;
  /** The API's address (default: API_ORIGIN); the tests' stand-in. */
  apiOrigin?: string;
};

/**
 * 200 with the campaign's image; 404 with the generic image for a campaign or project the API does not
 * show (or a campaign of another project); 200 with the generic image, briefly cached, when the API
 * did not answer.
 */
export async function shareImageResponse(request: ShareImageRequest): Promise<Response> {
  const { locale, projectId, campaignId, siteName } = request;
  const options = { origin: request.apiOrigin };
  const [campaign, project] = await Promise.all([
    serverApiRead(
      getCampaign.path.replace(":campaignId", encodeURIComponent(campaignId)),
      getCampaign.responses[200],
      options,
    ),
    serverApiRead(
      getProject.path.replace(":projectId", encodeURIComponent(projectId)),
      getProject.responses[200],
      options,
    ),
  ]);

  const generic: Omit<ShareImageProps, "fontFamily"> = { title: null, projectName: null, art: null, siteName };
  if (campaign.ok && project.ok) {
    if (campaign.data.projectId !== project.data.id) return draw(locale, generic, 404, SHARE_IMAGE_CACHE.notFound);
    const props = {
      title: drawnText(localized(campaign.data.title, locale), siteName, TITLE_MAX_CHARACTERS),
      projectName: drawnText(localized(project.data.name, locale), "", PROJECT_NAME_MAX_CHARACTERS) || null,
      art: await loadArt(campaignImage(campaign.data), request.publicUrl, request.publicDir),
      siteName,
    };
    return draw(locale, props, 200, SHARE_IMAGE_CACHE.campaign);
  }
  const missing = [campaign, project].some((answer) => !answer.ok && answer.status === 404);
  if (missing) return draw(locale, generic, 404, SHARE_IMAGE_CACHE.notFound);
  return draw(locale, generic, 200, SHARE_IMAGE_CACHE.unavailable);
}

/** The PNG, or the same without its art when the art could not be drawn (a malformed file). */
async function draw(
  locale: Locale,
  props: Omit<ShareImageProps, "fontFamily">,
  status: number,
  cacheControl: string,
): Promise<Response> {
  const fonts = await loadShareImageFonts(locale);
  const fontFamily = shareImageFontFamily(locale);
  const render = (drawn: Omit<ShareImageProps, "fontFamily">) =>
    new ImageResponse(<ShareImage {...drawn} fontFamily={fontFamily} />, { ...SHARE_IMAGE_SIZE, fonts }).arrayBuffer();
  let png: ArrayBuffer;
  try {
    png = await render(props);
  } catch (error) {
    if (!props.art) throw error;
    png = await render({ ...props, art: null });
  }
  return new Response(png, {
    status,
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.byteLength),
      "Cache-Control": cacheControl,
      "X-Content-Type-Options": "nosniff",
    },
  });
}
