import { RehearsalScreen } from "@/features/console/rehearsal/rehearsal-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.rehearsal.title");

/** `/console/projects/[projectId]/campaigns/[campaignId]/rehearsal`: the campaign run against synthetic fans. */
export default async function CampaignRehearsalPage({
  params,
}: {
  params: Promise<{ projectId: string; campaignId: string }>;
}) {
  const { projectId, campaignId } = await params;
  return <RehearsalScreen projectId={projectId} campaignId={campaignId} />;
}
