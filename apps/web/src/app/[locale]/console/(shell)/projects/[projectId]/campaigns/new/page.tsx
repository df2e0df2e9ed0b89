import { NewCampaignScreen } from "@/features/console/campaigns/campaign-builder-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.builder.newTitle");

/** `/console/projects/[projectId]/campaigns/new`: the campaign builder for a new campaign of the project. */
export default async function NewCampaignPage({ params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return <NewCampaignScreen projectId={projectId} />;
}
