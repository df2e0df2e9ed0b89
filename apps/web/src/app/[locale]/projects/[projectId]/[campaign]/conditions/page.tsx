import { ConditionsScreen } from "@/features/campaigns/conditions-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("conditions.title");

export default async function Page({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  return <ConditionsScreen projectId={projectId} campaignId={campaign} />;
}
