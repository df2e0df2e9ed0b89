import { ConditionScreen } from "@/features/campaigns/condition-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("condition.title");

export default async function ConditionByIndexPage({
  params,
}: {
  params: Promise<{ projectId: string; campaign: string; condition: string; index: string }>;
}) {
  const { projectId, campaign, condition, index } = await params;
  // A malformed index names no condition (the screen says so); 0 and below likewise.
  const position = /^[1-9]\d{0,2}$/.test(index) ? Number(index) : 0;
  return <ConditionScreen projectId={projectId} campaignId={campaign} slug={condition} index={position} />;
}
