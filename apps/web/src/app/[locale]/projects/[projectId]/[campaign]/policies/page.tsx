import { PoliciesScreen } from "@/features/campaigns/policies-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("policies.title");

export default async function Page({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  return <PoliciesScreen projectId={projectId} campaignId={campaign} />;
}
