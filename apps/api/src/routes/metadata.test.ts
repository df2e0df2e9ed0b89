import { tokenIdForClaim } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test-app";
import { signInFan } from "../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const CONTRACT = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const OWNER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const TX = `0x${"ab".repeat(32)}`;

describe("a minted NFT: the fan's page and the token's metadata", () => {
  it("shows the mint on nfts/[nftId] and serves ERC-721 metadata for its token", async () => {
    const { campaignId, projectId } = await makeCampaign(t.ctx, {
      nfts: [
        {
          key: "main",
          name: { ja: "限定NFT", en: "Limited NFT" },
          description: { ja: "説明", en: "About it" },
          imageUrl: "/demo/nft.png",
          metadata: { attributes: [{ trait_type: "Edition", value: 1 }, { junk: true }] },
        },
      ],
    });
    const fan = await signInFan(t);
    const base = `/api/v1/campaigns/${campaignId}`;
    await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write });
    const claimed = await t.app.inject({
      method: "POST",
      url: `${base}/claim`,
      headers: fan.write,
      payload: { idempotencyKey: "metadata-0001" },
    });
    const { nftId, claimId } = claimed.json<{ nftId: string; claimId: string }>();

    const pending = await t.app.inject({ url: `${base}/nfts/${nftId}`, headers: fan.read });
    expect(pending.json()).toMatchObject({
      tokenId: null,
      ownerAddress: null,
      mint: { status: "PENDING", tokenId: null, owner: null, txHash: null, explorerUrl: null },
    });

    // What the relayer writes when the receipt comes (its own tests run it against a chain).
    const tokenId = tokenIdForClaim(claimId);
    await t.ctx.db.execute(sql`
      update mint_jobs set status = 'MINTED', chain_id = 137, contract_address = ${CONTRACT}, token_id = ${tokenId},
             recipient = ${OWNER}, from_address = ${OWNER}, nonce = 0, tx_hash = ${TX}, block_number = '7'
       where claim_id = ${claimId}`);
    const minted = await t.app.inject({ url: `${base}/nfts/${nftId}`, headers: fan.read });
    expect(minted.json()).toMatchObject({
      tokenId,
      ownerAddress: OWNER,
      txHash: TX,
      mint: {
        status: "MINTED",
        chainId: 137,
        contractAddress: CONTRACT,
        tokenId,
        owner: OWNER,
        recipient: OWNER,
        txHash: TX,
        explorerUrl: `https://polygonscan.com/tx/${TX}`,
      },
    });

    // The address in any case, as explorers and marketplaces may lower-case it.
    const metadata = await t.app.inject({ url: `/api/v1/metadata/137/${CONTRACT.toLowerCase()}/${tokenId}` });
    expect(metadata.statusCode).toBe(200);
    expect(metadata.headers["cache-control"]).toBe("public, max-age=300");
    expect(metadata.json()).toEqual({
      name: "Limited NFT",
      description: "About it",
      image: "http://localhost:3000/demo/nft.png",
      external_url: `http://localhost:3000/en/projects/${projectId}/${campaignId}/nfts/${nftId}`,
      attributes: [
        { trait_type: "Campaign", value: "テストキャンペーン" },
        { trait_type: "Project", value: "プロジェクト" },
        { trait_type: "Edition", value: 1 },
      ],
    });
  });

  it("answers metadata-E2001 for tokens it never minted, request-E1000 for junk, never a 500", async () => {
    for (const url of [
      `/api/v1/metadata/137/${CONTRACT}/1`,
      `/api/v1/metadata/31337/${CONTRACT}/0`,
      `/api/v1/metadata/9999999999/${CONTRACT}/1`,
      `/api/v1/metadata/42/${CONTRACT}/${"9".repeat(78)}`,
    ]) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(404);
      expect(r.json()).toMatchObject({ code: "metadata-E2001", category: "BAD_REQUEST" });
    }
    for (const url of [
      `/api/v1/metadata/abc/${CONTRACT}/1`,
      "/api/v1/metadata/137/0x123/1",
      `/api/v1/metadata/137/${CONTRACT}/-1`,
      `/api/v1/metadata/137/${CONTRACT}/1.5`,
      `/api/v1/metadata/137/${CONTRACT}/${"9".repeat(79)}`,
      `/api/v1/metadata/0/${CONTRACT}/1`,
    ]) {
      const r = await t.app.inject({ url });
      expect(r.statusCode, url).toBe(400);
      expect(r.json()).toMatchObject({ code: "request-E1000" });
    }
  });
});
