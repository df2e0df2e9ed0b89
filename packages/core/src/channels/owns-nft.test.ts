// The OWNS_NFT requirement against a real chain: a `hardhat node` on a free port, a FanfareCollection
// deployed and minted by a sandbox account, the fan's web wallet holding the token — then transferring it
// away. The reader itself (chain/count-held-tokens) has its own tests.
import { deployCollection, fanfareCollectionAbi } from "@fanfare/contracts";
import { LOCAL_ACCOUNTS, type LocalChain, startLocalChain } from "@fanfare/sandbox";
import { createPublicClient, createWalletClient, defineChain, http, type PublicClient } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { collections } from "../chain/tables";
import type { Database } from "../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeFan } from "../testing";
import { freePort } from "../testing/chain";
import { webWallets } from "../wallets/tables";
import { ACCESS_CHECK_TTL_MS } from "./check-requirements";
import { getChannel } from "./get-channel";
import { getContent } from "./get-contents";
import { joinChannel } from "./join-channel";
import { createChannel } from "./manage-channels";
import { createContent } from "./manage-contents";
import { openMedia } from "./serve-media";
import { uploadAsset } from "./upload-asset";

const [adminKey, minterKey, fanKey] = LOCAL_ACCOUNTS;
const admin = privateKeyToAccount(adminKey);
const minter = privateKeyToAccount(minterKey);
const fanAccount = privateKeyToAccount(fanKey);
const elsewhere = "0x000000000000000000000000000000000000dEaD" as const;

let chain: LocalChain;
let client: PublicClient;
let contract: `0x${string}`;
let database: Database;
const local = (url: string) =>
  defineChain({
    id: 31337,
    name: "Hardhat",
    nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
    rpcUrls: { default: { http: [url] } },
  });
const walletOf = (account: typeof admin) =>
  createWalletClient({ account, chain: local(chain.url), transport: http(chain.url) });

beforeAll(async () => {
  // Never 8545 (the shared default); a random high port so parallel suites do not meet.
  chain = await startLocalChain({ port: await freePort() });
  client = createPublicClient({ chain: local(chain.url), transport: http(chain.url) });
  contract = await deployCollection(walletOf(admin), client, {
    name: "Channel Test",
    symbol: "CHT",
    baseUri: "http://localhost:3000/api/v1/metadata/31337/test/",
    admin: admin.address,
    minter: minter.address,
    royaltyReceiver: admin.address,
    royaltyBasisPoints: 0,
  });
  database = await createTestDatabase();
}, 60_000);
afterAll(async () => {
  await database?.close();
  await chain?.stop();
});

async function mint(to: `0x${string}`, tokenId: bigint) {
  const hash = await walletOf(minter).writeContract({
    address: contract,
    abi: fanfareCollectionAbi,
    functionName: "mint",
    args: [to, tokenId],
  });
  await client.waitForTransactionReceipt({ hash });
}

const t = (ja: string) => ({ ja, en: ja });

describe("OWNS_NFT on a real local chain", () => {
  it("a member loses access to contents and media when the qualifying NFT is transferred away", async () => {
    const base = createTestContext(database);
    const { clock } = base;
    const ctx = {
      ...base.ctx,
      config: { ...base.ctx.config, chain: { defaultChainId: 31337, rpcUrls: { 31337: chain.url } } },
    };
    const made = await makeCampaign(ctx);
    await ctx.db.insert(collections).values({
      projectId: made.projectId,
      campaignId: made.campaignId,
      chainId: 31337,
      address: contract,
      status: "DEPLOYED",
      deployedAt: ctx.clock.now(),
    });
    const channel = await createChannel(ctx, made.operator, {
      projectId: made.projectId,
      definition: {
        title: t("ホルダー"),
        description: t("ホルダー限定"),
        status: "PUBLISH",
        requirements: { operator: "AND", items: [{ type: "OWNS_NFT" }] },
      },
    });
    const asset = await uploadAsset(ctx, made.operator, {
      projectId: made.projectId,
      filename: "a.mp3",
      body: Buffer.concat([Buffer.from("ID3"), Buffer.alloc(500, 1)]),
    });
    const content = await createContent(ctx, made.operator, {
      channelId: channel.id,
      definition: { kind: "AUDIO", title: t("音声"), publishAt: ctx.clock.now().toISOString(), assetIds: [asset.id] },
    });

    const fanId = await makeFan(ctx);
    // No wallet yet: the requirement says so.
    await expect(joinChannel(ctx, { channelId: channel.id, fanId })).rejects.toMatchObject({
      code: "premiumContent-E2007",
      issues: [{ path: "requirements.0", message: "NO_WALLET" }],
    });
    await ctx.db
      .insert(webWallets)
      .values({ userId: fanId, address: fanAccount.address, sealedPrivateKey: "test-not-a-key" });
    expect((await getChannel(ctx, { channelId: channel.id, fanId })).requirements[0]).toMatchObject({
      missing: "NFT_NOT_OWNED",
    });
    await mint(fanAccount.address, 7n);

    await joinChannel(ctx, { channelId: channel.id, fanId });
    const detail = await getContent(ctx, { channelId: channel.id, contentId: content.id, fanId });
    const url = new URL(detail.media[0]?.url ?? "", "http://x");
    const q = Object.fromEntries(url.searchParams) as { u: string; e: string; s: string };
    await openMedia(ctx, { contentId: content.id, assetId: asset.id, ...q });

    // The fan sends the token away.
    const hash = await walletOf(fanAccount).writeContract({
      address: contract,
      abi: fanfareCollectionAbi,
      functionName: "transferFrom",
      args: [fanAccount.address, elsewhere, 7n],
    });
    await client.waitForTransactionReceipt({ hash });

    // The channel page checks afresh at once; content and media within the short access cache at most.
    expect(await getChannel(ctx, { channelId: channel.id, fanId })).toMatchObject({
      joined: true,
      hasAccess: false,
      canJoin: false,
    });
    clock.advance(ACCESS_CHECK_TTL_MS + 1);
    const lost = { code: "premiumContent-E2007", issues: [{ path: "requirements.0", message: "NFT_NOT_OWNED" }] };
    await expect(getContent(ctx, { channelId: channel.id, contentId: content.id, fanId })).rejects.toMatchObject(lost);
    await expect(openMedia(ctx, { contentId: content.id, assetId: asset.id, ...q })).rejects.toMatchObject(lost);

    // Without any RPC URL the requirement is not met, with a reason, and nothing fails.
    const noChain = { ...ctx, config: { ...ctx.config, chain: undefined } };
    expect((await getChannel(noChain, { channelId: channel.id, fanId })).requirements[0]).toMatchObject({
      met: false,
      missing: "CHAIN_UNAVAILABLE",
    });
  }, 60_000);
});
