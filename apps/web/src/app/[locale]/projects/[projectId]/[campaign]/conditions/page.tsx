import { cookies } from "next/headers";
import { fetchCampaignOnServer } from "@/features/campaigns/campaign-on-server";
import { ConditionsScreen } from "@/features/campaigns/conditions-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { mayHaveSession } from "@/lib/session-hint";

export const generateMetadata = titleFrom("conditions.title");

export default async function Page({ params }: { params: Promise<{ projectId: string; campaign: string }> }) {
  const { projectId, campaign } = await params;
  // Read here so the first HTML lists the conditions with the fan's progress (campaign-on-server.ts).
  const requestCookies = await cookies();
  const initialData = await fetchCampaignOnServer(requestCookies, campaign);
  return (
    <ConditionsScreen
      projectId={projectId}
      campaignId={campaign}
      initialData={initialData}
      mayBeSignedIn={mayHaveSession(requestCookies)}
    />
  );
}
