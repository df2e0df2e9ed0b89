import { CampaignDocumentScreen } from "@/features/campaigns/campaign-document-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("campaign.privacyPolicy");

export default async function Page({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  return <CampaignDocumentScreen projectId={projectId} campaignId={campaign} document="privacyPolicy" />;
}
