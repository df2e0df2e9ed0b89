import { cookies } from "next/headers";
import { ReceivedNftScreen } from "@/features/claims/received-nft-screen";
import { fetchMyClaimOnServer, fetchReceivedNftOnServer } from "@/features/claims/received-on-server";
import { titleFrom } from "@/i18n/page-metadata";

export const generateMetadata = titleFrom("received.nftTitle");

type Props = { params: Promise<{ projectId: string; campaign: string; nftId: string }> };

export default async function ReceivedNftPage({ params }: Props) {
  const { projectId, campaign, nftId } = await params;
  // Read here so the first HTML shows the NFT, where its mint stands and the claim's timeline
  // (received-on-server.ts). The timeline is asked by the claim's id, which only the NFT's answer
  // gives: one read after the other, each bounded by server-api.ts's timeout.
  const jar = await cookies();
  const initial = await fetchReceivedNftOnServer(jar, campaign, nftId);
  const initialClaim = initial.data ? await fetchMyClaimOnServer(jar, initial.data.claimId) : undefined;
  return (
    <ReceivedNftScreen
      projectId={projectId}
      campaignId={campaign}
      nftId={nftId}
      initial={initial}
      initialClaim={initialClaim}
    />
  );
}
