import { cookies } from "next/headers";
import { ConditionScreen } from "@/features/campaigns/condition-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { mayHaveSession } from "@/lib/session-hint";

export const generateMetadata = titleFrom("condition.type.SURVEY");

export default async function Page({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  return (
    <ConditionScreen
      projectId={projectId}
      campaignId={campaign}
      slug="survey"
      mayBeSignedIn={mayHaveSession(await cookies())}
    />
  );
}
