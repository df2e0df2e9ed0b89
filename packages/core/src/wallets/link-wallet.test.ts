import { eq } from "drizzle-orm";
import fc from "fast-check";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { parseSiweMessage } from "viem/siwe";
import { describe, expect, it } from "vitest";
import { purgeExpired } from "../auth/purge-expired";
import { isAppError } from "../errors";
import { createTestContext, makeFan, useTestDatabase } from "../testing";
import { createWalletSiweMessage } from "./create-siwe-message";
import { linkWallet } from "./link-wallet";
import { listWallets } from "./list-wallets";
import { linkedWallets, siweNonces } from "./tables";
import { unlinkWallet } from "./unlink-wallet";

const database = useTestDatabase();
const newWallet = () => privateKeyToAccount(generatePrivateKey());

async function signedMessage(
  ctx: ReturnType<typeof createTestContext>["ctx"],
  userId: string,
  wallet = newWallet(),
  connector: "MetaMask" | "WalletConnect" = "MetaMask",
) {
  const { message, nonce, expiresAt } = await createWalletSiweMessage(ctx, {
    userId,
    address: wallet.address.toLowerCase(),
    chainId: 137,
    connector,
  });
  const signature = await wallet.signMessage({ message });
  return { wallet, message, nonce, expiresAt, signature };
}

describe("linking a wallet with Sign-In with Ethereum", () => {
  it("builds the EIP-4361 message from PUBLIC_URL, and links the wallet whose key signed it", async () => {
    const { ctx } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    const { wallet, message, nonce, expiresAt, signature } = await signedMessage(
      ctx,
      fanId,
      undefined,
      "WalletConnect",
    );
    const parsed = parseSiweMessage(message);
    expect(parsed).toMatchObject({
      domain: "localhost:3000",
      uri: "http://localhost:3000",
      address: wallet.address,
      chainId: 137,
      nonce,
      version: "1",
    });
    expect(parsed.statement).toMatch(/Fanfare/);
    expect(parsed.expirationTime?.toISOString()).toBe(expiresAt);
    expect(Date.parse(expiresAt) - ctx.clock.now().getTime()).toBe(10 * 60 * 1000);
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);

    const linked = await linkWallet(ctx, { userId: fanId, message, signature });
    expect(linked).toMatchObject({ address: wallet.address, connector: "WalletConnect", chainId: 137 });
    expect(await listWallets(ctx, { userId: fanId })).toEqual({ webWallet: null, linked: [linked] });
  });

  it("wallet-E2001 when another key signed; the nonce is not burnt by it", async () => {
    const { ctx } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    const { wallet, message } = await signedMessage(ctx, fanId);
    const impostor = await newWallet().signMessage({ message });
    await expect(linkWallet(ctx, { userId: fanId, message, signature: impostor })).rejects.toMatchObject({
      code: "wallet-E2001",
    });
    const genuine = await wallet.signMessage({ message });
    await expect(linkWallet(ctx, { userId: fanId, message, signature: genuine })).resolves.toMatchObject({
      address: wallet.address,
    });
  });

  it("a nonce works once: a replay is wallet-E2002, and of 10 concurrent verifies exactly one links", async () => {
    const { ctx } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    const first = await signedMessage(ctx, fanId);
    await linkWallet(ctx, { userId: fanId, message: first.message, signature: first.signature });
    await expect(
      linkWallet(ctx, { userId: fanId, message: first.message, signature: first.signature }),
    ).rejects.toMatchObject({ code: "wallet-E2002" });

    const racer = await makeFan(ctx);
    const race = await signedMessage(ctx, racer);
    const results = await Promise.allSettled(
      Array.from({ length: 10 }, () =>
        linkWallet(ctx, { userId: racer, message: race.message, signature: race.signature }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    for (const r of results) {
      if (r.status === "rejected") expect(r.reason).toMatchObject({ code: "wallet-E2002" });
    }
    const rows = await ctx.db.select().from(linkedWallets).where(eq(linkedWallets.userId, racer));
    expect(rows).toHaveLength(1);
  });

  it("wallet-E2002 once the message has expired (10 minutes)", async () => {
    const { ctx, clock } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    const { message, signature } = await signedMessage(ctx, fanId);
    clock.advance(10 * 60 * 1000);
    await expect(linkWallet(ctx, { userId: fanId, message, signature })).rejects.toMatchObject({
      code: "wallet-E2002",
    });
  });

  it("wallet-E2004 for a message naming another site, or altered in any way, even when signed", async () => {
    const { ctx } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    const { wallet, message } = await signedMessage(ctx, fanId);
    const variants = [
      message.replace("localhost:3000 wants", "evil.example wants"),
      message.replace("URI: http://localhost:3000", "URI: https://evil.example"),
      message.replace("Signing is free", "Signing is cheap"),
      message.replace("Chain ID: 137", "Chain ID: 1"),
    ];
    for (const altered of variants) {
      expect(altered).not.toBe(message);
      const signature = await wallet.signMessage({ message: altered });
      await expect(linkWallet(ctx, { userId: fanId, message: altered, signature })).rejects.toMatchObject({
        code: "wallet-E2004",
      });
    }
    // A server on another PUBLIC_URL refuses our message as well.
    const elsewhere = { ...ctx, config: { ...ctx.config, publicUrl: "https://fans.example.com" } };
    const signature = await wallet.signMessage({ message });
    await expect(linkWallet(elsewhere, { userId: fanId, message, signature })).rejects.toMatchObject({
      code: "wallet-E2004",
    });
  });

  it("another fan's nonce is wallet-E2002, even with the owner's valid signature", async () => {
    const { ctx } = createTestContext(database.current);
    const owner = await makeFan(ctx);
    const thief = await makeFan(ctx);
    const { message, signature } = await signedMessage(ctx, owner);
    await expect(linkWallet(ctx, { userId: thief, message, signature })).rejects.toMatchObject({
      code: "wallet-E2002",
    });
    await expect(linkWallet(ctx, { userId: owner, message, signature })).resolves.toBeTruthy();
  });

  it("malformed messages and signatures are refusals with catalogue codes, never crashes", async () => {
    const { ctx } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    const { message } = await signedMessage(ctx, fanId);
    for (const signature of ["0x", "0x1234", `0x${"00".repeat(65)}`, `0x${"ff".repeat(65)}`, `0x${"ab".repeat(300)}`]) {
      await expect(linkWallet(ctx, { userId: fanId, message, signature })).rejects.toMatchObject({
        code: "wallet-E2001",
      });
    }
    await expect(linkWallet(ctx, { userId: fanId, message: "hello", signature: "0x" })).rejects.toMatchObject({
      code: "request-E1000",
    });
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.string(),
          fc.constant(message),
          fc.string().map((s) => message.replace(/Nonce: \w+/, `Nonce: ${s}`)),
          fc.string().map((s) => message.replace(/Issued At: .+/, `Issued At: ${s}`)),
        ),
        fc.oneof(
          fc.string(),
          fc.uint8Array({ maxLength: 80 }).map((b) => `0x${Buffer.from(b).toString("hex")}`),
        ),
        async (text, signature) => {
          const outcome = await linkWallet(ctx, { userId: fanId, message: text, signature }).catch((e: unknown) => e);
          expect(isAppError(outcome), String(outcome)).toBe(true);
        },
      ),
      { numRuns: 150 },
    );
  });

  it("one account per address: another fan gets wallet-E2003 until it is unlinked, then may link it", async () => {
    const { ctx } = createTestContext(database.current);
    const first = await makeFan(ctx);
    const second = await makeFan(ctx);
    const { wallet, message, signature } = await signedMessage(ctx, first);
    await linkWallet(ctx, { userId: first, message, signature });
    // Signing again with the same fan changes nothing.
    const again = await signedMessage(ctx, first, wallet);
    await linkWallet(ctx, { userId: first, message: again.message, signature: again.signature });
    expect((await listWallets(ctx, { userId: first })).linked).toHaveLength(1);

    await expect(
      createWalletSiweMessage(ctx, { userId: second, address: wallet.address, chainId: 1, connector: "MetaMask" }),
    ).rejects.toMatchObject({ code: "wallet-E2003" });

    await unlinkWallet(ctx, { userId: first, address: wallet.address.toLowerCase() });
    await expect(unlinkWallet(ctx, { userId: first, address: wallet.address })).rejects.toMatchObject({
      code: "request-E1004",
    });
    const taken = await signedMessage(ctx, second, wallet);
    await expect(
      linkWallet(ctx, { userId: second, message: taken.message, signature: taken.signature }),
    ).resolves.toMatchObject({ address: wallet.address });
    expect((await listWallets(ctx, { userId: first })).linked).toEqual([]);
    expect((await listWallets(ctx, { userId: second })).linked.map((w) => w.address)).toEqual([wallet.address]);
  });

  it("refuses a bad address (walletAddress-E1001) and an unsupported chain (wallet-E2005)", async () => {
    const { ctx } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    await expect(
      createWalletSiweMessage(ctx, { userId: fanId, address: "0x123", chainId: 1, connector: "MetaMask" }),
    ).rejects.toMatchObject({ code: "walletAddress-E1001" });
    await expect(
      createWalletSiweMessage(ctx, { userId: fanId, address: newWallet().address, chainId: 56, connector: "MetaMask" }),
    ).rejects.toMatchObject({ code: "wallet-E2005" });
  });

  it("a fan asking for messages in a loop is stopped (request-E1029)", async () => {
    const { ctx } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    const ask = () =>
      createWalletSiweMessage(ctx, { userId: fanId, address: newWallet().address, chainId: 1, connector: "MetaMask" });
    for (let i = 0; i < 30; i++) await ask();
    await expect(ask()).rejects.toMatchObject({ code: "request-E1029" });
  });

  it("housekeeping deletes messages a day past their expiry", async () => {
    const { ctx, clock } = createTestContext(database.current);
    const fanId = await makeFan(ctx);
    const old = await signedMessage(ctx, fanId);
    clock.advance(25 * 60 * 60 * 1000);
    const fresh = await signedMessage(ctx, fanId);
    await purgeExpired(ctx);
    const left = (await ctx.db.select({ nonce: siweNonces.nonce }).from(siweNonces)).map((r) => r.nonce);
    expect(left).toContain(fresh.nonce);
    expect(left).not.toContain(old.nonce);
  });
});
