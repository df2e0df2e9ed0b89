import { EditCampaignScreen } from "@/features/console/campaigns/campaign-builder-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.builder.editTitle");

/** `/console/projects/[projectId]/campaigns/[campaignId]`: the builder on an existing campaign of the project. */
export default async function EditCampaignPage({
  params,
}: {
  params: Promise<{ projectId: string; campaignId: string }>;
}) {
  const { projectId, campaignId } = await params;
  return <EditCampaignScreen projectId={projectId} campaignId={campaignId} />;
}
