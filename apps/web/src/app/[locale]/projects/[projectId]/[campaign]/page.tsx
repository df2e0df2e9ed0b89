import { toLocale } from "@fanfare/protocol";
import type { Metadata } from "next";
import { cookies } from "next/headers";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { env } from "@/env";
import { campaignMetadata } from "@/features/campaigns/campaign-metadata";
import { fetchCampaignOnServer } from "@/features/campaigns/campaign-on-server";
import { campaignPageParts } from "@/features/campaigns/campaign-page-parts";
import { CampaignScreen } from "@/features/campaigns/campaign-screen";
import { mayHaveSession } from "@/lib/session-hint";

type PageProps = { params: Promise<{ locale: string; projectId: string; campaign: string }> };

/** One read of the campaign per request, shared by the metadata and the page. */
const readCampaign = cache(async (campaignId: string) => fetchCampaignOnServer(await cookies(), campaignId));

/** Title, description, share card (Open Graph / X) and hreflang alternates in the page's language. */
export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, projectId, campaign } = await params;
  const t = await getTranslations();
  const { campaign: detail } = await readCampaign(campaign);
  return campaignMetadata({
    campaign: detail,
    locale: toLocale(locale),
    projectId,
    campaignId: campaign,
    publicUrl: env.PUBLIC_URL,
    fallbackTitle: t("campaign.title"),
    siteName: t("brand.name"),
  });
}

/**
 * The campaign is read here, so the first HTML is in the campaign's own theme (no flash of the default)
 * and, when the browser would read the same (campaign-on-server.ts), shows the campaign at once. The
 * parts that depend only on the address are rendered here too, and reach the browser as HTML, not code.
 */
export default async function CampaignPage({ params }: PageProps) {
  const { projectId, campaign } = await params;
  const initialData = await readCampaign(campaign);
  return (
    <CampaignScreen
      mayBeSignedIn={mayHaveSession(await cookies())}
      projectId={projectId}
      campaignId={campaign}
      initialData={initialData}
      parts={campaignPageParts(projectId, campaign)}
    />
  );
}
