import { CampaignDashboardScreen } from "@/features/console/dashboard/campaign-dashboard-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.dashboard.title");

/** `/console/projects/[projectId]/campaigns/[campaignId]/dashboard`: a campaign's live dashboard. */
export default async function CampaignDashboardPage({
  params,
}: {
  params: Promise<{ projectId: string; campaignId: string }>;
}) {
  const { projectId, campaignId } = await params;
  return <CampaignDashboardScreen projectId={projectId} campaignId={campaignId} />;
}
