import { join } from "node:path";
import { isLocale } from "@fanfare/protocol";
import { getTranslations } from "next-intl/server";
import { env } from "@/env";
import { shareImageResponse } from "@/features/campaigns/share-image/share-image-response";

type RouteProps = { params: Promise<{ locale: string; projectId: string; campaign: string }> };

/**
 * The campaign's share image (Open Graph / X card) in the page's language, 1200×630 PNG, drawn on the
 * server (features/campaigns/share-image/); the page's metadata points here (campaign-metadata.ts).
 * A route handler rather than opengraph-image.tsx: the metadata stays in one tested place with its
 * size, alt and a fingerprint in the URL, and the image's own caching and 404 are ours to set.
 */
export async function GET(_request: Request, { params }: RouteProps): Promise<Response> {
  const { locale, projectId, campaign } = await params;
  if (!isLocale(locale))
    return new Response(null, { status: 404, headers: { "Cache-Control": "public, max-age=300" } });
  const t = await getTranslations({ locale, namespace: "brand" });
  return shareImageResponse({
    locale,
    projectId,
    campaignId: campaign,
    publicUrl: env.PUBLIC_URL,
    // The server runs in apps/web (server/main.mjs), as `next build` does.
    publicDir: join(process.cwd(), "public"),
    siteName: t("name"),
  });
}
