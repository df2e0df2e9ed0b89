import { ConditionScreen } from "@/features/campaigns/condition-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("condition.title");

export default async function ConditionPage({
  params,
}: {
  params: Promise<{ projectId: string; campaign: string; condition: string }>;
}) {
  const { projectId, campaign, condition } = await params;
  return <ConditionScreen projectId={projectId} campaignId={campaign} slug={condition} />;
}
