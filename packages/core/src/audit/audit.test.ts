import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { campaigns } from "../campaigns/tables";
import { setCampaignStatus, updateCampaign } from "../campaigns/update-campaign";
import { generateCodes } from "../conditions/generate-codes";
import type { CoreContext } from "../context";
import { addOperator } from "../operators/add-operator";
import { inviteMember } from "../operators/invite-member";
import { removeMember } from "../operators/remove-member";
import { type Operator, requireOperator } from "../operators/require-operator";
import { updateMemberRole } from "../operators/update-member-role";
import { importProject } from "../projects/import-project";
import { updateProject } from "../projects/update-project";
import { createTestContext, makeCampaign, makeOperator, useTestDatabase } from "../testing";
import { listAuditEvents } from "./list-audit-events";
import { recordAuditEvent } from "./record-audit-event";
import { auditEvents } from "./tables";

const db = useTestDatabase();
const t = (ja: string, en?: string) => ({ ja, en: en ?? ja });

async function events(ctx: CoreContext, operator: Operator) {
  return (await listAuditEvents(ctx, operator, { limit: 100 })).events;
}

describe("the audit log", () => {
  it("a project edit: who, when, what, only the changed fields before → after", async () => {
    const { ctx, clock } = createTestContext(db.current);
    const { operator, projectId } = await makeCampaign(ctx);
    clock.advance(60_000);
    await updateProject(ctx, operator, {
      projectId,
      patch: { name: t("新しい名前", "New name"), allowedCountries: ["JP", "US"] },
    });
    const [latest] = await events(ctx, operator);
    expect(latest).toMatchObject({
      at: ctx.clock.now().toISOString(),
      actor: { userId: operator.userId, email: expect.stringMatching(/^op-.*@example\.com$/) },
      action: "project.update",
      target: { type: "project", id: projectId },
      before: { name: t("プロジェクト") },
      after: { name: t("新しい名前", "New name") },
    });
    // allowedCountries were already JP and US: not a change, not in the event.
    expect(Object.keys(latest?.before as object)).toEqual(["name"]);
  });

  it("a project's links: the whole list before → after, unchanged ones left out of the event", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, projectId } = await makeCampaign(ctx);
    const x = { type: "TWITTER" as const, url: "https://x.com/artist" };
    const site = { type: "URL" as const, url: "https://artist.example", label: t("公式サイト", "Official site") };
    await updateProject(ctx, operator, { projectId, patch: { links: [x] } });
    await updateProject(ctx, operator, { projectId, patch: { links: [site, x], name: t("プロジェクト") } });
    const [second, first] = await events(ctx, operator);
    expect([first?.before, first?.after]).toEqual([{ links: [] }, { links: [x] }]);
    // The name was sent as it was: only the links changed.
    expect([second?.before, second?.after]).toEqual([{ links: [x] }, { links: [site, x] }]);
  });

  it("a campaign edit, its publication and its end; the draw seed never appears", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(
      ctx,
      { rewardKind: "LUCKY_DRAW", rewardTiming: "AFTER_CAMPAIGN_END", prizeCount: 5 },
      { publish: false },
    );
    await updateCampaign(ctx, operator, { campaignId, patch: { title: t("改題"), totalSupply: 50 } });
    await setCampaignStatus(ctx, operator, { campaignId, status: "PUBLISH" });
    await setCampaignStatus(ctx, operator, { campaignId, status: "END" });
    const list = await events(ctx, operator);
    expect(list.slice(0, 3).map((e) => [e.action, e.before, e.after])).toEqual([
      ["campaign.end", { publishStatus: "PUBLISH" }, { publishStatus: "END" }],
      ["campaign.publish", { publishStatus: "MAKING" }, { publishStatus: "PUBLISH" }],
      ["campaign.update", { title: t("テストキャンペーン"), totalSupply: 100 }, { title: t("改題"), totalSupply: 50 }],
    ]);
    expect(list.map((e) => e.target)).toContainEqual({ type: "campaign", id: campaignId });
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row?.drawSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(list)).not.toContain(row?.drawSeed ?? "no seed");
  });

  it("an edit refused because it would hurt fans is kept as campaign.updateRefused; a contradiction writes nothing", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx);
    const before = await events(ctx, operator);
    // Published: the kind of reward is fixed (ADR 0023). Nothing changes, and the attempt is in the log.
    await expect(
      updateCampaign(ctx, operator, { campaignId, patch: { rewardKind: "LUCKY_DRAW", totalSupply: 120 } }),
    ).rejects.toMatchObject({ code: "campaignEdit-E2007" });
    const [refused, ...rest] = await events(ctx, operator);
    expect(rest).toEqual(before);
    expect(refused).toMatchObject({
      action: "campaign.updateRefused",
      target: { type: "campaign", id: campaignId },
      before: { rewardKind: "NFT_CLAIM", totalSupply: 100 },
      after: { rewardKind: "LUCKY_DRAW", totalSupply: 120, refusal: "campaignEdit-E2007" },
    });
    const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(row).toMatchObject({ rewardKind: "NFT_CLAIM", totalSupply: 100 });
    // A CHECK constraint refuses the window inside the transaction (a start after the end): a malformed
    // edit, not one that would hurt fans, so its event goes with the transaction and nothing is added.
    const afterTheEnd = new Date(ctx.clock.now().getTime() + 365 * 86_400_000).toISOString();
    await expect(updateCampaign(ctx, operator, { campaignId, patch: { startsAt: afterTheEnd } })).rejects.toMatchObject(
      { code: "request-E1000" },
    );
    expect(await events(ctx, operator)).toEqual([refused, ...before]);
  });

  it("generated codes: the count only, never a code", async () => {
    const { ctx } = createTestContext(db.current);
    const made = await makeCampaign(ctx, { conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }] });
    const conditionId = made.conditionIds[0] ?? "";
    const { codes } = await generateCodes(ctx, made.operator, { conditionId, count: 7 });
    const [latest] = await events(ctx, made.operator);
    expect(latest).toMatchObject({
      action: "codes.generate",
      target: { type: "condition", id: conditionId },
      before: null,
      after: { count: 7, nftId: null },
    });
    const stored = JSON.stringify(await ctx.db.select().from(auditEvents));
    for (const code of codes) expect(stored).not.toContain(code);
  });

  it("members: invitation, role change and removal, each with before → after", async () => {
    const { ctx } = createTestContext(db.current);
    const owner = await makeOperator(ctx);
    const email = `audited-${Date.now().toString(36)}@example.com`;
    const invited = await inviteMember(ctx, owner, { email, role: "VIEWER" });
    await updateMemberRole(ctx, owner, { userId: invited.userId, role: "EDITOR" });
    await removeMember(ctx, owner, { userId: invited.userId });
    const list = await events(ctx, owner);
    expect(list.map((e) => [e.action, e.target, e.before, e.after])).toEqual([
      ["member.remove", { type: "member", id: invited.userId }, { email, role: "EDITOR" }, null],
      ["member.update", { type: "member", id: invited.userId }, { role: "VIEWER" }, { role: "EDITOR" }],
      ["member.invite", { type: "member", id: invited.userId }, null, { email, role: "VIEWER" }],
    ]);
    expect(new Set(list.map((e) => e.actor.userId))).toEqual(new Set([owner.userId]));
  });

  it("another company's events are never listed; pages go newest first with an opaque cursor", async () => {
    const { ctx, clock } = createTestContext(db.current);
    const mine = await makeOperator(ctx);
    const theirs = await makeOperator(ctx);
    const at = (i: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, i % 3)); // ties on purpose
    for (let i = 0; i < 7; i++) {
      await recordAuditEvent(ctx.db, mine, {
        action: "test.write",
        target: { type: "test", id: `${i}` },
        after: { i },
        at: at(i),
      });
      await recordAuditEvent(ctx.db, theirs, { action: "test.write", target: { type: "test", id: "x" }, at: at(i) });
    }
    clock.advance(1000);
    const ids: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = await listAuditEvents(ctx, mine, { before: cursor, limit: 3 });
      ids.push(...page.events.map((e) => e.target.id));
      expect(page.events.every((e) => e.actor.userId === mine.userId)).toBe(true);
      cursor = page.nextCursor ?? undefined;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    // Newest first: by time, then by insertion among events of the same instant.
    expect(ids).toEqual(["5", "2", "4", "1", "6", "3", "0"]);
    expect((await listAuditEvents(ctx, theirs)).events.map((e) => e.target.id)).toEqual(Array(7).fill("x"));
    await expect(listAuditEvents(ctx, mine, { before: "not-a-cursor" })).rejects.toMatchObject({
      code: "request-E1000",
    });
  });

  it("a CLI import acts for a company but is no operator: it writes no event", async () => {
    const { ctx } = createTestContext(db.current);
    const email = `imported-${Date.now().toString(36)}@example.com`;
    const result = await importProject(ctx, {
      company: { name: `Imported ${Date.now().toString(36)}`, operators: [{ email, role: "OWNER" }] },
      project: { name: t("輸入"), description: t("説明"), allowedCountries: ["JP"] },
      campaigns: [],
    });
    const [member] = await ctx.db.select().from(auditEvents).where(eq(auditEvents.companyId, result.companyId));
    expect(member).toBeUndefined();
    const { userId } = await addOperator(ctx, { companyId: result.companyId, email, role: "OWNER" });
    expect((await listAuditEvents(ctx, await requireOperator(ctx, userId))).events).toEqual([]);
  });
});
