import { addOperator, requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import type { CampaignDashboard, ProjectDashboard } from "@fanfare/protocol";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";
import { DASHBOARD_CACHE_MS } from "./dashboards";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

async function ownerWithCampaign() {
  const owner = await signInOperator(t);
  const operator = await requireOperator(t.ctx, owner.userId);
  const made = await makeCampaign(t.ctx, { totalSupply: 50_000 }, { operator });
  return { owner, made };
}

/** Fans who claimed, straight into the tables: `count` users, each with one claim and a mint job, every other one minted. */
async function addClaims(campaignId: string, nftId: string, count: number, label: string) {
  await t.database.db.execute(sql`
    with fans as (
      insert into users (email, email_normalized, country)
      select ${label} || '-' || g || '@example.com', ${label} || '-' || g || '@example.com', 'JP'
      from generate_series(1, ${count}) g
      returning id
    ), claimed as (
      insert into claims (campaign_id, user_id, nft_id, sequence, idempotency_key, created_at)
      select ${campaignId}::uuid, id, ${nftId}::uuid, 1, 'bench-' || id::text,
             timestamptz '2026-11-22T08:05:00Z' + (row_number() over ()) * interval '50 milliseconds'
      from fans
      returning id
    )
    insert into mint_jobs (claim_id, job_key, status, tx_hash, token_id)
    select id, 'mint:' || id::text,
           case when row_number() over () % 2 = 0 then 'MINTED' else 'PENDING' end,
           case when row_number() over () % 2 = 0 then '0x' || md5(id::text) end,
           case when row_number() over () % 2 = 0 then (row_number() over ())::text end
    from claimed`);
  await t.database.db.execute(
    sql`update campaigns set claimed_count = claimed_count + ${count} where id = ${campaignId}::uuid`,
  );
}

describe("operator API: dashboards", () => {
  it("answers an owner and a viewer of the company; 404 for another company and for a fan; 401 signed out", async () => {
    const { owner, made } = await ownerWithCampaign();
    const url = `/api/v1/operator/campaigns/${made.campaignId}/dashboard`;
    const answer = await t.app.inject({ url, headers: owner.read });
    expect(answer.statusCode).toBe(200);
    const dashboard = answer.json() as CampaignDashboard;
    expect(dashboard).toMatchObject({
      campaignId: made.campaignId,
      projectId: made.projectId,
      rewardKind: "NFT_CLAIM",
      supply: { total: 50_000, used: 0, left: 50_000, perHour: 0, runOutAt: null },
    });
    expect(dashboard.funnel.map((s) => [s.step, s.count])).toEqual([
      ["PAGE_VIEWS", 0],
      ["POLICIES_ACCEPTED", 0],
      ["CLAIMED", 0],
      ["MINTED", 0],
    ]);

    const viewer = await signInFan(t);
    await addOperator(t.ctx, { companyId: owner.companyId, email: viewer.email, role: "VIEWER" });
    expect((await t.app.inject({ url, headers: viewer.read })).statusCode).toBe(200);
    const project = await t.app.inject({
      url: `/api/v1/operator/projects/${made.projectId}/dashboard`,
      headers: viewer.read,
    });
    expect(project.statusCode).toBe(200);
    expect((project.json() as ProjectDashboard).campaigns.map((c) => c.campaignId)).toEqual([made.campaignId]);

    const stranger = await signInOperator(t);
    for (const path of [url, `/api/v1/operator/projects/${made.projectId}/dashboard`]) {
      const refused = await t.app.inject({ url: path, headers: stranger.read });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: "request-E1004" });
    }
    const fan = await signInFan(t);
    expect((await t.app.inject({ url, headers: fan.read })).statusCode).toBe(404);
    expect((await t.app.inject({ url })).statusCode).toBe(401);
  });

  it(`operators polling share one computation for ${DASHBOARD_CACHE_MS} ms, then see the new claims`, async () => {
    const { owner, made } = await ownerWithCampaign();
    const url = `/api/v1/operator/campaigns/${made.campaignId}/dashboard`;
    const read = async () => (await t.app.inject({ url, headers: owner.read })).json() as CampaignDashboard;
    const claimed = (d: CampaignDashboard) => d.funnel.find((s) => s.step === "CLAIMED")?.count;
    const first = await read();
    expect(claimed(first)).toBe(0);
    await addClaims(made.campaignId, made.nftIds.main ?? "", 3, `poll-${made.campaignId}`);
    const cached = await read();
    expect(cached.computedAt).toBe(first.computedAt);
    expect(claimed(cached)).toBe(0);
    t.clock.advance(DASHBOARD_CACHE_MS);
    const fresh = await read();
    expect(claimed(fresh)).toBe(3);
    expect(fresh.supply).toMatchObject({ used: 3, left: 49_997 });
  });

  // The time one computation takes at volume is `npm run bench:dashboard`'s (docs/dashboards.md); here,
  // only that the counts hold when there are many rows.
  it("counts a campaign with 5,000 claims, and its project, exactly", async () => {
    const { owner, made } = await ownerWithCampaign();
    await addClaims(made.campaignId, made.nftIds.main ?? "", 5_000, `many-${made.campaignId}`);
    t.clock.advance(DASHBOARD_CACHE_MS);
    const answer = await t.app.inject({
      url: `/api/v1/operator/campaigns/${made.campaignId}/dashboard`,
      headers: owner.read,
    });
    expect(answer.statusCode).toBe(200);
    const dashboard = answer.json() as CampaignDashboard;
    expect(dashboard.funnel.filter((s) => s.step === "CLAIMED" || s.step === "MINTED").map((s) => s.count)).toEqual([
      5_000, 2_500,
    ]);
    expect(dashboard.series.points.reduce((sum, p) => sum + p.claims, 0)).toBe(5_000);
    const project = await t.app.inject({
      url: `/api/v1/operator/projects/${made.projectId}/dashboard`,
      headers: owner.read,
    });
    expect((project.json() as ProjectDashboard).totals.claims).toBe(5_000);
  });
});
