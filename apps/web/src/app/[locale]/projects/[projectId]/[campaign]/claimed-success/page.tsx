import { cookies } from "next/headers";
import { fetchCampaignOnServer } from "@/features/campaigns/campaign-on-server";
import { DEFAULT_CAMPAIGN_THEME } from "@/features/campaigns/campaign-theme";
import { ClaimedSuccessScreen } from "@/features/claims/claimed-success-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { PageTheme } from "@/ui/page-theme";

export const generateMetadata = titleFrom("received.successTitle");

type Props = { params: Promise<{ projectId: string; campaign: string }> };

export default async function ClaimedSuccessPage({ params }: Props) {
  const { projectId, campaign } = await params;
  // In the campaign's theme (dark unless the operator chose light, spec section 2), already in the
  // server's HTML, so the page never flashes the other one.
  const { campaign: detail } = await fetchCampaignOnServer(await cookies(), campaign);
  return (
    <PageTheme theme={detail?.theme ?? DEFAULT_CAMPAIGN_THEME}>
      <ClaimedSuccessScreen projectId={projectId} campaignId={campaign} />
    </PageTheme>
  );
}
