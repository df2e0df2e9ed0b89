import { cookies } from "next/headers";
import { ReceivedNftScreen } from "@/features/claims/received-nft-screen";
import { fetchReceivedNftOnServer } from "@/features/claims/received-on-server";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("received.nftTitle");

type Props = { params: Promise<{ projectId: string; campaign: string; nftId: string }> };

export default async function ReceivedNftPage({ params }: Props) {
  const { projectId, campaign, nftId } = await params;
  // Read here so the first HTML shows the NFT and where its mint stands (received-on-server.ts).
  const initial = await fetchReceivedNftOnServer(await cookies(), campaign, nftId);
  return <ReceivedNftScreen projectId={projectId} campaignId={campaign} nftId={nftId} initial={initial} />;
}
