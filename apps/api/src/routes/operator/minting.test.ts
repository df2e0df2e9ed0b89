import { addOperator, requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import { makeClaims } from "@fanfare/core/testing/chain";
import type { OperatorRole } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
  // A chain the platform knows but cannot reach here (no RPC URL, no key): read as such, never an error.
  t.ctx.config = { ...t.ctx.config, chain: { defaultChainId: 31337, rpcUrls: {} } };
});
afterAll(async () => {
  await t.close();
});

async function signInMember(companyId: string, role: OperatorRole) {
  const fan = await signInFan(t);
  await addOperator(t.ctx, { companyId, email: fan.email, role });
  return fan;
}

/** An owner's company with a campaign of two claims, one of whose mints the relayer gave up on. */
async function companyWithFailedMint() {
  const owner = await signInOperator(t);
  const operator = await requireOperator(t.ctx, owner.userId);
  const { campaignId } = await makeCampaign(t.ctx, {}, { operator });
  const [failed, waiting] = await makeClaims(t.ctx, campaignId, 2);
  await t.ctx.db.execute(sql`
    update mint_jobs set status = 'FAILED', attempts = 5, last_error = 'reverted: ERC721InvalidReceiver'
     where claim_id = ${failed}::uuid`);
  return { owner, campaignId, failed: failed as string, waiting: waiting as string };
}

describe("operator API: minting operations", () => {
  it("the summary per chain, the failed mints, one mint; a retry is asked once (202), the second refused", async () => {
    const { owner, campaignId, failed, waiting } = await companyWithFailedMint();

    const summary = await t.app.inject({ url: "/api/v1/operator/minting", headers: owner.read });
    expect(summary.statusCode).toBe(200);
    expect(summary.json()).toMatchObject({
      chains: [
        {
          chainId: 31337,
          relayer: { state: "NOT_CONFIGURED", address: null },
          gas: { state: "UNREACHABLE", balanceWei: null },
          counts: { PENDING: 1, SUBMITTED: 0, MINTED: 0, FAILED: 1 },
          stuck: 0,
        },
      ],
    });

    const list = await t.app.inject({ url: "/api/v1/operator/mints", headers: owner.read });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      mints: [{ mintJobId: failed, status: "FAILED", problem: "REVERTED", campaign: { id: campaignId } }],
      nextCursor: null,
    });
    const waitingList = await t.app.inject({ url: "/api/v1/operator/mints?status=WAITING", headers: owner.read });
    expect(waitingList.json().mints.map((m: { mintJobId: string }) => m.mintJobId)).toEqual([waiting]);
    const bad = await t.app.inject({ url: "/api/v1/operator/mints?status=MINTED", headers: owner.read });
    expect(bad.json()).toMatchObject({ code: "request-E1000" });

    const retry = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/mints/${failed}/retry`,
      headers: owner.write,
    });
    expect(retry.statusCode).toBe(202);
    expect(retry.json()).toMatchObject({
      action: "RETRY",
      mint: { mintJobId: failed, status: "PENDING", attempts: 0 },
    });
    const again = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/mints/${failed}/retry`,
      headers: owner.write,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "mint-E2002" });

    const one = await t.app.inject({ url: `/api/v1/operator/mints/${failed}`, headers: owner.read });
    expect(one.json()).toMatchObject({ mintJobId: failed, status: "PENDING" });
    const audit = await t.app.inject({ url: "/api/v1/operator/audit-events", headers: owner.read });
    expect(audit.json().events[0]).toMatchObject({ action: "mint.retry", target: { type: "mint", id: failed } });
  });

  it("viewers read but may not retry; another company's mint is not found", async () => {
    const { owner, failed } = await companyWithFailedMint();
    const companyId = (await requireOperator(t.ctx, owner.userId)).companyId;
    const viewer = await signInMember(companyId, "VIEWER");
    const read = await t.app.inject({ url: `/api/v1/operator/mints/${failed}`, headers: viewer.read });
    expect(read.statusCode).toBe(200);
    const refused = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/mints/${failed}/retry`,
      headers: viewer.write,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: "operator-E2001" });

    const stranger = await signInOperator(t);
    for (const [method, url] of [
      ["GET", `/api/v1/operator/mints/${failed}`],
      ["POST", `/api/v1/operator/mints/${failed}/retry`],
    ] as const) {
      const answer = await t.app.inject({ method, url, headers: method === "GET" ? stranger.read : stranger.write });
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toMatchObject({ code: "request-E1004" });
    }
    const theirs = await t.app.inject({ url: "/api/v1/operator/mints", headers: stranger.read });
    expect(theirs.json()).toEqual({ mints: [], nextCursor: null });

    // The mint is untouched by all of it.
    const still = await t.app.inject({ url: `/api/v1/operator/mints/${failed}`, headers: owner.read });
    expect(still.json()).toMatchObject({ status: "FAILED", attempts: 5 });
  });

  it("signed out: 401; a fan who operates nothing: 404", async () => {
    expect((await t.app.inject({ url: "/api/v1/operator/minting" })).statusCode).toBe(401);
    const fan = await signInFan(t);
    expect((await t.app.inject({ url: "/api/v1/operator/minting", headers: fan.read })).statusCode).toBe(404);
  });
});
