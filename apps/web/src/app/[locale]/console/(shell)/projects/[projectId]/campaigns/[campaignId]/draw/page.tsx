import { DrawScreen } from "@/features/console/draws/draw-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("console.draws.title");

/** `/console/projects/[projectId]/campaigns/[campaignId]/draw`: the campaign's lucky draw, verified. */
export default async function CampaignDrawPage({
  params,
}: {
  params: Promise<{ projectId: string; campaignId: string }>;
}) {
  const { projectId, campaignId } = await params;
  return <DrawScreen projectId={projectId} campaignId={campaignId} />;
}
