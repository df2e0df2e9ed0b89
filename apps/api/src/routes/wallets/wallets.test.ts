import { makeCampaign } from "@fanfare/core/testing";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Fan = Awaited<ReturnType<typeof signInFan>>;

async function requestMessage(fan: Fan, address: string, connector = "MetaMask") {
  return t.app.inject({
    method: "POST",
    url: "/api/v1/me/wallets/siwe-message",
    headers: fan.write,
    payload: { address, chainId: 1, connector },
  });
}

describe("linking wallets over HTTP", () => {
  it("message → signature → linked; listed; a replay is wallet-E2002; unlink → 204 → relink by another fan", async () => {
    const fan = await signInFan(t);
    const wallet = privateKeyToAccount(generatePrivateKey());
    const issued = await requestMessage(fan, wallet.address, "WalletConnect");
    expect(issued.statusCode).toBe(200);
    const { message } = issued.json() as { message: string };
    expect(message).toContain("localhost:3000 wants you to sign in with your Ethereum account:");
    const signature = await wallet.signMessage({ message });

    const linked = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/wallets",
      headers: fan.write,
      payload: { message, signature },
    });
    expect(linked.statusCode).toBe(200);
    expect(linked.json()).toMatchObject({ address: wallet.address, connector: "WalletConnect", chainId: 1 });
    const replay = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/wallets",
      headers: fan.write,
      payload: { message, signature },
    });
    expect(replay.statusCode).toBe(410);
    expect(replay.json()).toMatchObject({ code: "wallet-E2002", category: "BAD_REQUEST" });

    const listed = await t.app.inject({ url: "/api/v1/me/wallets", headers: fan.read });
    expect(listed.json()).toEqual({ webWallet: null, linked: [linked.json()] });

    const other = await signInFan(t);
    expect((await requestMessage(other, wallet.address)).json()).toMatchObject({ code: "wallet-E2003" });
    const unlinked = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/me/wallets/${wallet.address}`,
      headers: fan.write,
    });
    expect(unlinked.statusCode).toBe(204);
    const again = await t.app.inject({
      method: "DELETE",
      url: `/api/v1/me/wallets/${wallet.address}`,
      headers: fan.write,
    });
    expect(again.json()).toMatchObject({ code: "request-E1004" });
    const relinkMessage = ((await requestMessage(other, wallet.address)).json() as { message: string }).message;
    const relinked = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/wallets",
      headers: other.write,
      payload: { message: relinkMessage, signature: await wallet.signMessage({ message: relinkMessage }) },
    });
    expect(relinked.statusCode).toBe(200);
  });

  it("refuses without a session, a bad signature, a malformed message, and writes without the CSRF header", async () => {
    const fan = await signInFan(t);
    const wallet = privateKeyToAccount(generatePrivateKey());
    const { message } = (await requestMessage(fan, wallet.address)).json() as { message: string };
    const cases = [
      { headers: { "x-fanfare-csrf": "1" }, payload: { message, signature: "0x00" }, code: "auth-E1001" },
      { headers: fan.write, payload: { message, signature: "0x1234" }, code: "wallet-E2001" },
      { headers: fan.write, payload: { message, signature: "not hex" }, code: "request-E1000" },
      { headers: fan.write, payload: { message: "hello", signature: "0x" }, code: "request-E1000" },
      { headers: fan.write, payload: { message: "" }, code: "request-E1000" },
      { headers: { cookie: fan.read.cookie }, payload: { message, signature: "0x00" }, code: "auth-E1003" },
    ];
    for (const c of cases) {
      const r = await t.app.inject({
        method: "POST",
        url: "/api/v1/me/wallets",
        headers: c.headers,
        payload: c.payload,
      });
      expect(r.statusCode, c.code).toBeLessThan(500);
      expect(r.json(), JSON.stringify(c.payload)).toMatchObject({ code: c.code });
    }
    const unsupported = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/wallets/siwe-message",
      headers: fan.write,
      payload: { address: wallet.address, chainId: 56, connector: "MetaMask" },
    });
    expect(unsupported.json()).toMatchObject({ code: "wallet-E2005" });
    const sw3 = await t.app.inject({
      method: "POST",
      url: "/api/v1/me/wallets/siwe-message",
      headers: fan.write,
      payload: { address: wallet.address, chainId: 1, connector: "Sw3Wallet" },
    });
    expect(sw3.json()).toMatchObject({ code: "request-E1000" });
  });
});

describe("the web wallet over HTTP", () => {
  it("POST /me/web-wallet gives the address and a token; /web-wallet needs that token", async () => {
    const fan = await signInFan(t);
    const opened = await t.app.inject({ method: "POST", url: "/api/v1/me/web-wallet", headers: fan.write });
    expect(opened.statusCode).toBe(200);
    const { address, token } = opened.json() as { address: string; token: string };
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);

    const without = await t.app.inject({ url: "/api/v1/web-wallet", headers: fan.read });
    expect(without.statusCode).toBe(403);
    expect(without.json()).toMatchObject({ code: "wallet-E2007" });
    const withToken = await t.app.inject({
      url: "/api/v1/web-wallet",
      headers: { ...fan.read, "x-web-wallet-token": token },
    });
    expect(withToken.json()).toEqual({ address, nfts: [] });
    // Someone else's session with this fan's token: refused.
    const other = await signInFan(t);
    const stolen = await t.app.inject({
      url: "/api/v1/web-wallet",
      headers: { ...other.read, "x-web-wallet-token": token },
    });
    expect(stolen.json()).toMatchObject({ code: "wallet-E2007" });

    const wallets = await t.app.inject({ url: "/api/v1/me/wallets", headers: fan.read });
    expect(wallets.json()).toEqual({ webWallet: { address }, linked: [] });

    const transfer = {
      chainId: 31337,
      contractAddress: privateKeyToAccount(generatePrivateKey()).address,
      tokenId: "1",
      to: privateKeyToAccount(generatePrivateKey()).address,
    };
    const noToken = await t.app.inject({
      method: "POST",
      url: "/api/v1/web-wallet/transfers",
      headers: fan.write,
      payload: transfer,
    });
    expect(noToken.json()).toMatchObject({ code: "wallet-E2007" });
    // This test app has no chain configured: the chain is not supported here.
    const noChain = await t.app.inject({
      method: "POST",
      url: "/api/v1/web-wallet/transfers",
      headers: { ...fan.write, "x-web-wallet-token": token },
      payload: transfer,
    });
    expect(noChain.json()).toMatchObject({ code: "wallet-E2005" });
    const badTokenId = await t.app.inject({
      method: "POST",
      url: "/api/v1/web-wallet/transfers",
      headers: { ...fan.write, "x-web-wallet-token": token },
      payload: { ...transfer, tokenId: "-1" },
    });
    expect(badTokenId.json()).toMatchObject({ code: "request-E1000" });
  });
});

describe("the fan's NFTs and the NFT ownership condition over HTTP", () => {
  it("GET /me/nfts lists a claim not minted yet; verifying ownership without any NFT is nftOwn-E2001", async () => {
    const fan = await signInFan(t);
    const empty = await t.app.inject({ url: "/api/v1/me/nfts", headers: fan.read });
    expect(empty.json()).toEqual({ nfts: [] });

    const plain = await makeCampaign(t.ctx);
    const base = `/api/v1/campaigns/${plain.campaignId}`;
    await t.app.inject({ method: "POST", url: `${base}/policies`, headers: fan.write });
    const claimed = await t.app.inject({
      method: "POST",
      url: `${base}/claim`,
      headers: fan.write,
      payload: { idempotencyKey: "nfts-route-1" },
    });
    expect(claimed.statusCode).toBe(200);
    const nfts = await t.app.inject({ url: "/api/v1/me/nfts", headers: fan.read });
    expect(nfts.json()).toMatchObject({
      nfts: [
        { campaignId: plain.campaignId, projectId: plain.projectId, status: "PENDING", owner: null, tokenId: null },
      ],
    });

    const owning = await makeCampaign(t.ctx, {
      conditions: [{ type: "NFT_OWN_UNLIMITED", nft: { source: "FROM_NFT_MARKETING_PLATFORM" } }],
    });
    const ownBase = `/api/v1/campaigns/${owning.campaignId}`;
    const detail = await t.app.inject({ url: ownBase, headers: fan.read });
    expect(detail.json()).toMatchObject({
      conditions: [{ type: "NFT_OWN_UNLIMITED", slug: "nft-own-unlimited", tab: "wallet-address", completed: false }],
    });
    await t.app.inject({ method: "POST", url: `${ownBase}/policies`, headers: fan.write });
    const verify = await t.app.inject({
      method: "POST",
      url: `${ownBase}/conditions/${owning.conditionIds[0]}/nft-own`,
      headers: fan.write,
    });
    expect(verify.statusCode).toBe(409);
    expect(verify.json()).toMatchObject({ code: "nftOwn-E2001", category: "BAD_REQUEST" });
    // The other kinds' routes do not complete it.
    const wrongRoute = await t.app.inject({
      method: "POST",
      url: `${ownBase}/conditions/${owning.conditionIds[0]}/code`,
      headers: fan.write,
      payload: { code: "x" },
    });
    expect(wrongRoute.json()).toMatchObject({ code: "request-E1004" });
  });
});

describe("operators define NFT_OWN_UNLIMITED", () => {
  it("accepts either source, checks the contract's chain and address (with its checksum)", async () => {
    const op = await signInOperator(t);
    const text = (ja: string) => ({ ja, en: ja });
    const hours = (h: number) => new Date(t.clock.now().getTime() + h * 3_600_000).toISOString();
    const project = await t.app.inject({
      method: "POST",
      url: "/api/v1/operator/projects",
      headers: op.write,
      payload: { name: text("ホルダー"), description: text("説明"), allowedCountries: ["JP"] },
    });
    const projectId = (project.json() as { id: string }).id;
    const create = (nft: Record<string, unknown>) =>
      t.app.inject({
        method: "POST",
        url: `/api/v1/operator/projects/${projectId}/campaigns`,
        headers: op.write,
        payload: {
          title: text("ホルダー限定"),
          description: text("説明"),
          terms: text("規約"),
          privacyPolicy: text("方針"),
          startsAt: hours(-1),
          endsAt: hours(48),
          distributionStartsAt: hours(-1),
          distributionEndsAt: hours(96),
          totalSupply: 10,
          nfts: [{ key: "main", name: text("NFT"), description: text("NFT"), imageUrl: "/demo/nft.png" }],
          conditions: [{ type: "NFT_OWN_UNLIMITED", nft }],
        },
      });
    const contract = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
    expect((await create({ source: "FROM_NFT_MARKETING_PLATFORM" })).statusCode).toBe(201);
    const specified = await create({
      source: "FROM_SPECIFY_CONTRACT_ADDRESS",
      chainId: 137,
      contractAddress: contract,
    });
    expect(specified.statusCode).toBe(201);
    expect(specified.json()).toMatchObject({ conditions: [{ type: "NFT_OWN_UNLIMITED" }] });
    for (const bad of [
      { source: "FROM_SPECIFY_CONTRACT_ADDRESS", chainId: 137 },
      { source: "FROM_SPECIFY_CONTRACT_ADDRESS", chainId: 56, contractAddress: contract },
      { source: "FROM_SPECIFY_CONTRACT_ADDRESS", chainId: 137, contractAddress: contract.replace("Fb", "fB") },
      { source: "FROM_NFT_MARKETING_PLATFORM", minimumCount: 0 },
    ]) {
      const r = await create(bad);
      expect(r.statusCode, JSON.stringify(bad)).toBe(400);
      expect(r.json()).toMatchObject({ code: "request-E1000" });
    }
  });
});
