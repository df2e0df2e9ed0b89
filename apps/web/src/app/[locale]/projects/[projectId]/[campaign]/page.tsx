import { CampaignScreen } from "@/features/campaigns/campaign-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("campaign.title");

export default async function CampaignPage({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  return <CampaignScreen projectId={projectId} campaignId={campaign} />;
}
