import { ReceivedNftScreen } from "@/features/claims/received-nft-screen";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("received.nftTitle");

type Props = { params: Promise<{ projectId: string; campaign: string; nftId: string }> };

export default async function ReceivedNftPage({ params }: Props) {
  const { projectId, campaign, nftId } = await params;
  return <ReceivedNftScreen projectId={projectId} campaignId={campaign} nftId={nftId} />;
}
