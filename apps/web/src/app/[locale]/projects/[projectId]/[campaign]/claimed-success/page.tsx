import { ClaimedSuccessScreen } from "@/features/claims/claimed-success-screen";
import { titleFrom } from "@/i18n/page-metadata";
import { DarkPage } from "@/ui/dark-page";

export const generateMetadata = titleFrom("received.successTitle");

type Props = { params: Promise<{ projectId: string; campaign: string }> };

export default async function ClaimedSuccessPage({ params }: Props) {
  const { projectId, campaign } = await params;
  // Dark in the server's HTML already (spec section 2), so the page never flashes light.
  return (
    <DarkPage>
      <ClaimedSuccessScreen projectId={projectId} campaignId={campaign} />
    </DarkPage>
  );
}
