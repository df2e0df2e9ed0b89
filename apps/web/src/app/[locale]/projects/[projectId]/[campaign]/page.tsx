import { cookies } from "next/headers";
import { fetchCampaignOnServer } from "@/features/campaigns/campaign-on-server";
import { CampaignScreen } from "@/features/campaigns/campaign-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("campaign.title");

/**
 * The campaign is read here, so the first HTML is in the campaign's own theme (no flash of the default)
 * and, when the browser would read the same (campaign-on-server.ts), shows the campaign at once.
 */
export default async function CampaignPage({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  const initialData = await fetchCampaignOnServer(await cookies(), campaign);
  return <CampaignScreen projectId={projectId} campaignId={campaign} initialData={initialData} />;
}
