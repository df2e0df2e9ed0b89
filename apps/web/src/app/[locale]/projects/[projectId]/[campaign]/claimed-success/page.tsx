import { cookies } from "next/headers";
import { fetchCampaignOnServer } from "@/features/campaigns/campaign-on-server";
import { DEFAULT_CAMPAIGN_THEME } from "@/features/campaigns/campaign-theme";
import { ClaimedSuccessScreen } from "@/features/claims/claimed-success-screen";
import { fetchReceivedClaimsOnServer } from "@/features/claims/received-on-server";
import { titleFrom } from "@/i18n/page-metadata";
import { PageTheme } from "@/ui/page-theme";

export const generateMetadata = titleFrom("received.successTitle");

type Props = { params: Promise<{ projectId: string; campaign: string }> };

export default async function ClaimedSuccessPage({ params }: Props) {
  const { projectId, campaign } = await params;
  const jar = await cookies();
  // In the campaign's theme (dark unless the operator chose light, spec section 2), already in the
  // server's HTML, so the page never flashes the other one; and with the NFT just claimed in it, so its
  // picture starts to download with the page rather than after the scripts and two reads.
  const [{ campaign: detail }, initial] = await Promise.all([
    fetchCampaignOnServer(jar, campaign),
    fetchReceivedClaimsOnServer(jar, campaign),
  ]);
  return (
    <PageTheme theme={detail?.theme ?? DEFAULT_CAMPAIGN_THEME}>
      <ClaimedSuccessScreen projectId={projectId} campaignId={campaign} initial={initial} />
    </PageTheme>
  );
}
