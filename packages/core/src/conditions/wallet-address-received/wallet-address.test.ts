import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeParticipant } from "../../testing";
import { completeCondition } from "../complete-condition";
import { parseWalletAddress } from "./wallet-address";

// EIP-55's own test vectors.
const CHECKSUMMED = [
  "0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
  "0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359",
  "0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB",
  "0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb",
];

describe("parseWalletAddress", () => {
  it("accepts checksummed, all-lower and all-upper addresses and returns the checksummed form", () => {
    for (const a of CHECKSUMMED) {
      expect(parseWalletAddress(a)).toBe(a);
      expect(parseWalletAddress(a.toLowerCase())).toBe(a);
      expect(parseWalletAddress(`0x${a.slice(2).toUpperCase()}`)).toBe(a);
      expect(parseWalletAddress(` ${a} `)).toBe(a);
    }
  });

  it("refuses a mixed-case address whose checksum is wrong, and malformed ones", () => {
    expect(parseWalletAddress("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).toBeNull();
    for (const bad of [
      "",
      "0x",
      "5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed",
      "0x123",
      `0x${"g".repeat(40)}`,
      `0x${"a".repeat(41)}`,
    ]) {
      expect(parseWalletAddress(bad)).toBeNull();
    }
  });

  it("property: flipping the case of one letter of a checksummed address breaks it", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CHECKSUMMED), fc.nat(), (address, n) => {
        const letters = [...address].map((c, i) => (i >= 2 && /[a-f]/i.test(c) ? i : -1)).filter((i) => i >= 0);
        const i = letters[n % letters.length] ?? 2;
        const c = address[i] ?? "";
        const flipped =
          address.slice(0, i) + (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) + address.slice(i + 1);
        const hex = flipped.slice(2);
        if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return;
        expect(parseWalletAddress(flipped)).toBeNull();
      }),
    );
  });
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("WALLET_ADDRESS_RECEIVED condition", () => {
  it("walletAddress-E1001 for a bad address; a good one completes it, kept checksummed", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, { conditions: [{ type: "WALLET_ADDRESS_RECEIVED" }] });
    const conditionId = conditionIds[0] ?? "";
    const fanId = await makeParticipant(ctx, campaignId);
    const submit = (address: string) =>
      completeCondition(
        ctx,
        { fanId, campaignId, conditionId, action: "wallet-address", body: { address } },
        { ip: "1.1.1.1" },
      );
    await expect(submit("0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeD")).rejects.toMatchObject({
      code: "walletAddress-E1001",
      message: expect.stringContaining("checksum"),
    });
    await expect(submit(CHECKSUMMED[0]?.toLowerCase() ?? "")).resolves.toMatchObject({ completed: true });
    const { getCampaignDetail } = await import("../../campaigns/get-campaign-detail");
    const detail = await getCampaignDetail(ctx, { campaignId, fanId });
    expect(detail.conditions[0]).toMatchObject({
      completed: true,
      walletAddress: CHECKSUMMED[0],
      tab: "wallet-address",
    });
    expect(detail.state).toBe("NotClaim");
  });
});

describe("the wallet address after a claim", () => {
  it("can be corrected before claiming, and is locked once the fan has claimed (walletAddress-E2001)", async () => {
    const { ctx } = createTestContext(database);
    const { campaignId, conditionIds } = await makeCampaign(ctx, { conditions: [{ type: "WALLET_ADDRESS_RECEIVED" }] });
    const conditionId = conditionIds[0] ?? "";
    const fanId = await makeParticipant(ctx, campaignId);
    const submit = (address: string) =>
      completeCondition(
        ctx,
        { fanId, campaignId, conditionId, action: "wallet-address", body: { address } },
        { ip: "1.1.1.1" },
      );
    await submit(CHECKSUMMED[0] ?? "");
    await expect(submit(CHECKSUMMED[1] ?? "")).resolves.toMatchObject({ completed: true });
    const { claim } = await import("../../claims/claim");
    await claim(ctx, { fanId, campaignId, idempotencyKey: "wallet-lock-1" });
    await expect(submit(CHECKSUMMED[2] ?? "")).rejects.toMatchObject({ code: "walletAddress-E2001" });
    const { getCampaignDetail } = await import("../../campaigns/get-campaign-detail");
    const detail = await getCampaignDetail(ctx, { campaignId, fanId });
    expect(detail.conditions[0]?.walletAddress).toBe(CHECKSUMMED[1]);
  });
});
