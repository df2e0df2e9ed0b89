import { cookies } from "next/headers";
import { fetchCampaignTermsOnServer } from "@/features/campaigns/campaign-on-server";
import { policiesNext } from "@/features/campaigns/campaign-paths";
import { PoliciesScreen } from "@/features/campaigns/policies-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { firstParam, type SearchParams } from "@/lib/search-params";
import { mayHaveSession } from "@/lib/session-hint";

export const generateMetadata = titleFrom("policies.title");

type Props = {
  params: Promise<{ projectId: string; campaign: string }>;
  /** `next`: the page of this campaign to go on to once accepted (any other value: the conditions). */
  searchParams: Promise<SearchParams>;
};

export default async function Page({ params, searchParams }: Props) {
  const { projectId, campaign } = await params;
  const next = policiesNext(projectId, campaign, firstParam((await searchParams).next));
  // Read here so the first HTML shows the texts to accept (campaign-on-server.ts).
  const initialData = await fetchCampaignTermsOnServer(campaign);
  return (
    <PoliciesScreen
      projectId={projectId}
      campaignId={campaign}
      next={next}
      initialData={initialData}
      mayBeSignedIn={mayHaveSession(await cookies())}
    />
  );
}
