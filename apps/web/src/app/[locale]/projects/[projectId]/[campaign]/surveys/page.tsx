import { SurveysScreen } from "@/features/campaigns/surveys-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("survey.listTitle");

export default async function Page({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  return <SurveysScreen projectId={projectId} campaignId={campaign} />;
}
