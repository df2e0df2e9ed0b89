import { HelpScreen } from "@/features/campaigns/help-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("help.title");

export default async function Page({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  return <HelpScreen projectId={projectId} campaignId={campaign} />;
}
