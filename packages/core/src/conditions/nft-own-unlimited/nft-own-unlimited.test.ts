import { NftOwnConfig } from "@fanfare/protocol";
import { getAddress } from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCampaign } from "../../campaigns/create-campaign";
import { getCampaignDetail } from "../../campaigns/get-campaign-detail";
import { setCampaignStatus } from "../../campaigns/update-campaign";
import { collections } from "../../chain/tables";
import type { CoreContext } from "../../context";
import { campaignDefinition, createTestContext, makeCampaign, makeParticipant, useTestDatabase } from "../../testing";
import { startTestChain, type TestChain } from "../../testing/chain";
import { createWalletSiweMessage } from "../../wallets/create-siwe-message";
import { ensureWebWallet } from "../../wallets/ensure-web-wallet";
import { linkWallet } from "../../wallets/link-wallet";
import { completeCondition } from "../complete-condition";

const database = useTestDatabase();
let local: TestChain;
let otherContract: `0x${string}`;
let nextToken = 1n;
beforeAll(async () => {
  local = await startTestChain();
  otherContract = await local.deployCollection();
}, 60_000);
afterAll(async () => {
  await local?.stop();
});

function chainContext(): CoreContext {
  const { ctx } = createTestContext(database.current);
  ctx.config = { ...ctx.config, chain: local.config };
  return ctx;
}

/**
 * A project with a deployed collection (its first campaign's, a fresh contract) and a second campaign
 * whose condition is NFT_OWN_UNLIMITED with the given config.
 */
async function ownershipCampaign(ctx: CoreContext, nft: Record<string, unknown>) {
  const first = await makeCampaign(ctx);
  const platformCollection = await local.deployCollection();
  await ctx.db.insert(collections).values({
    projectId: first.projectId,
    campaignId: first.campaignId,
    chainId: 31337,
    address: platformCollection,
    status: "DEPLOYED",
    deployedAt: ctx.clock.now(),
  });
  const created = await createCampaign(ctx, first.operator, {
    projectId: first.projectId,
    definition: campaignDefinition(ctx, { conditions: [{ type: "NFT_OWN_UNLIMITED", nft } as never] }),
  });
  await setCampaignStatus(ctx, first.operator, { campaignId: created.id, status: "PUBLISH" });
  return { campaignId: created.id, conditionId: created.conditionIds[0] ?? "", platformCollection };
}

const verify = (ctx: CoreContext, fanId: string, campaign: { campaignId: string; conditionId: string }) =>
  completeCondition(
    ctx,
    { fanId, campaignId: campaign.campaignId, conditionId: campaign.conditionId, action: "verify", body: null },
    { ip: "127.0.0.1" },
  );

async function linkNewWallet(ctx: CoreContext, userId: string) {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const { message } = await createWalletSiweMessage(ctx, {
    userId,
    address: wallet.address,
    chainId: 31337,
    connector: "MetaMask",
  });
  await linkWallet(ctx, { userId, message, signature: await wallet.signMessage({ message }) });
  return wallet.address;
}

const mint = (contract: `0x${string}`, to: string) => local.mint(contract, to, nextToken++);

describe("NFT_OWN_UNLIMITED from the platform's collections", () => {
  it("nftOwn-E2001 until one of the fan's proven wallets holds an NFT of the project; then it completes", async () => {
    const ctx = chainContext();
    const campaign = await ownershipCampaign(ctx, { source: "FROM_NFT_MARKETING_PLATFORM" });
    const fanId = await makeParticipant(ctx, campaign.campaignId);

    const before = await getCampaignDetail(ctx, { campaignId: campaign.campaignId, fanId });
    expect(before.conditions[0]).toMatchObject({
      type: "NFT_OWN_UNLIMITED",
      slug: "nft-own-unlimited",
      tab: "wallet-address",
      completed: false,
      nftOwn: { source: "FROM_NFT_MARKETING_PLATFORM", chainId: null, contractAddress: null, minimumCount: 1 },
    });
    expect(before.state).toBe("NotCompletedConditionYet");
    // No wallet at all, then a web wallet without the NFT, then an NFT of another contract: not enough.
    await expect(verify(ctx, fanId, campaign)).rejects.toMatchObject({ code: "nftOwn-E2001" });
    const web = await ensureWebWallet(ctx, { userId: fanId });
    await expect(verify(ctx, fanId, campaign)).rejects.toMatchObject({ code: "nftOwn-E2001" });
    await mint(otherContract, web.address);
    await expect(verify(ctx, fanId, campaign)).rejects.toMatchObject({ code: "nftOwn-E2001" });

    await mint(campaign.platformCollection, web.address);
    await expect(verify(ctx, fanId, campaign)).resolves.toMatchObject({ completed: true });
    const after = await getCampaignDetail(ctx, { campaignId: campaign.campaignId, fanId });
    expect(after.conditions[0]?.completed).toBe(true);
    expect(after.state).toBe("NotClaim");
  });

  it("an address the fan only typed (WALLET_ADDRESS_RECEIVED) never counts as theirs", async () => {
    const ctx = chainContext();
    const campaign = await ownershipCampaign(ctx, { source: "FROM_NFT_MARKETING_PLATFORM" });
    const typed = await makeCampaign(ctx, { conditions: [{ type: "WALLET_ADDRESS_RECEIVED" }] });
    const fanId = await makeParticipant(ctx, campaign.campaignId);
    const { acceptPolicies } = await import("../../claims/accept-policies");
    await acceptPolicies(ctx, { fanId, campaignId: typed.campaignId });
    const someoneElse = privateKeyToAccount(generatePrivateKey()).address;
    await mint(campaign.platformCollection, someoneElse);
    await completeCondition(
      ctx,
      {
        fanId,
        campaignId: typed.campaignId,
        conditionId: typed.conditionIds[0] ?? "",
        action: "wallet-address",
        body: { address: someoneElse },
      },
      { ip: "127.0.0.1" },
    );
    await expect(verify(ctx, fanId, campaign)).rejects.toMatchObject({ code: "nftOwn-E2001" });
  });
});

describe("NFT_OWN_UNLIMITED of a contract the operator names", () => {
  it("adds up the linked wallets and the web wallet against the minimum count", async () => {
    const ctx = chainContext();
    const campaign = await ownershipCampaign(ctx, {
      source: "FROM_SPECIFY_CONTRACT_ADDRESS",
      chainId: 31337,
      contractAddress: otherContract.toLowerCase(),
      minimumCount: 2,
    });
    const detail = await getCampaignDetail(ctx, { campaignId: campaign.campaignId, fanId: null });
    expect(detail.conditions[0]?.nftOwn).toEqual({
      source: "FROM_SPECIFY_CONTRACT_ADDRESS",
      chainId: 31337,
      contractAddress: getAddress(otherContract), // stored checksummed
      minimumCount: 2,
    });
    const fanId = await makeParticipant(ctx, campaign.campaignId);
    const linked = await linkNewWallet(ctx, fanId);
    await mint(otherContract, linked);
    await mint(campaign.platformCollection, linked); // the platform's own collection is not the named contract
    await expect(verify(ctx, fanId, campaign)).rejects.toMatchObject({ code: "nftOwn-E2001" });
    const web = await ensureWebWallet(ctx, { userId: fanId });
    await mint(otherContract, web.address);
    await expect(verify(ctx, fanId, campaign)).resolves.toMatchObject({ completed: true });
  });

  it("nftOwn-E2002 when the chain cannot be asked (down, or no RPC URL for it)", async () => {
    const ctx = chainContext();
    const campaign = await ownershipCampaign(ctx, {
      source: "FROM_SPECIFY_CONTRACT_ADDRESS",
      chainId: 31337,
      contractAddress: otherContract,
    });
    const fanId = await makeParticipant(ctx, campaign.campaignId);
    await ensureWebWallet(ctx, { userId: fanId });
    const down = {
      ...ctx,
      config: { ...ctx.config, chain: { ...local.config, rpcUrls: { 31337: "http://127.0.0.1:9" } } },
    };
    await expect(verify(down, fanId, campaign)).rejects.toMatchObject({ code: "nftOwn-E2002" });
    const unconfigured = { ...ctx, config: { ...ctx.config, chain: undefined } };
    await expect(verify(unconfigured, fanId, campaign)).rejects.toMatchObject({ code: "nftOwn-E2002" });
  });

  it("the definition is checked: the contract needs a chain and a valid address with its checksum", async () => {
    const bad = [
      { source: "FROM_SPECIFY_CONTRACT_ADDRESS" },
      { source: "FROM_SPECIFY_CONTRACT_ADDRESS", chainId: 31337 },
      { source: "FROM_SPECIFY_CONTRACT_ADDRESS", chainId: 56, contractAddress: otherContract },
      { source: "FROM_SPECIFY_CONTRACT_ADDRESS", chainId: 31337, contractAddress: "0x1234" },
      { source: "FROM_NFT_MARKETING_PLATFORM", chainId: 31337 },
      { source: "FROM_NFT_MARKETING_PLATFORM", minimumCount: 0 },
      { source: "SOMEWHERE" },
    ];
    for (const config of bad) expect(NftOwnConfig.safeParse(config).success, JSON.stringify(config)).toBe(false);
    expect(NftOwnConfig.parse({ source: "FROM_NFT_MARKETING_PLATFORM" }).minimumCount).toBe(1);

    const ctx = chainContext();
    // Mixed case that is not the EIP-55 checksum: refused when the campaign is created.
    const wrongChecksum = `0x${otherContract.slice(2, 6).toUpperCase()}${otherContract.slice(6).toLowerCase()}`;
    await expect(
      ownershipCampaign(ctx, {
        source: "FROM_SPECIFY_CONTRACT_ADDRESS",
        chainId: 31337,
        contractAddress: wrongChecksum,
      }),
    ).rejects.toMatchObject({ code: "request-E1000" });
  });
});
