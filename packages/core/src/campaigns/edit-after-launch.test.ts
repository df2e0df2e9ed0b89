import { SPOTIFY_SANDBOX_IDS } from "@fanfare/sandbox";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { listAuditEvents } from "../audit/list-audit-events";
import { claim } from "../claims/claim";
import { addCondition } from "../conditions/add-condition";
import { completeCondition } from "../conditions/complete-condition";
import { removeCondition } from "../conditions/remove-condition";
import { reorderConditions } from "../conditions/reorder-conditions";
import { codes } from "../conditions/tables";
import { updateCondition } from "../conditions/update-condition";
import type { CoreContext } from "../context";
import { applyForDraw } from "../draws/apply-for-draw";
import { drawWinners } from "../draws/draw-winners";
import type { Operator } from "../operators/require-operator";
import { createTestContext, makeCampaign, makeParticipant, sandboxSocialConfig, useTestDatabase } from "../testing";
import { listCampaignVersions } from "./list-campaign-versions";
import { getPublishChecklist } from "./publish-checklist";
import { getOperatorCampaign, setCampaignStatus, updateCampaign } from "./update-campaign";

const db = useTestDatabase();
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const all = (text: string) => ({ ja: text, en: text, fr: text, th: text });
const CODE = "FANFARE-2026";

let ip = 0;
const meta = () => ({ ip: `10.2.${Math.floor(ip / 250)}.${ip++ % 250}` });

/** A fan who accepted the policies and entered the shared code of the campaign's first condition. */
async function fanWhoCompleted(ctx: CoreContext, campaignId: string, conditionId: string) {
  const fanId = await makeParticipant(ctx, campaignId);
  await completeCondition(ctx, { fanId, campaignId, conditionId, action: "code", body: { code: CODE } }, meta());
  return fanId;
}

/** A published code campaign around the test clock (campaign 10 days, distribution 20 days). */
async function published(ctx: CoreContext) {
  return makeCampaign(ctx, { conditions: [{ type: "SPECIFY_A_SINGLE_CODE", code: CODE }] });
}

const iso = (ctx: CoreContext, ms: number) => new Date(ctx.clock.now().getTime() + ms).toISOString();
const refused = (code: string) => ({ code });

async function lastEvent(ctx: CoreContext, operator: Operator) {
  return (await listAuditEvents(ctx, operator, { limit: 1 })).events[0];
}

describe("editing a published campaign: what would hurt fans is refused (ADR 0023)", () => {
  it("edits that hurt nobody are applied and logged: texts, images, theme, effect, links, more supply, longer windows, the per-fan limit", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await published(ctx);
    const patch = {
      title: all("新しいタイトル"),
      imageSource: "CUSTOM_IMAGE" as const,
      imageUrl: "/demo/present.svg",
      theme: "light" as const,
      effect: "CIRCLE" as const,
      links: [{ type: "URL" as const, url: "https://example.com/news" }],
      totalSupply: 500,
      perFanLimit: 2,
      endsAt: iso(ctx, 30 * DAY),
      distributionEndsAt: iso(ctx, 40 * DAY),
    };
    const view = await updateCampaign(ctx, operator, { campaignId, patch });
    expect(view).toMatchObject({ title: patch.title, totalSupply: 500, perFanLimit: 2, endsAt: patch.endsAt });
    const event = await lastEvent(ctx, operator);
    expect(event).toMatchObject({ action: "campaign.update", after: { totalSupply: 500, theme: "light" } });
    expect(event?.before).toMatchObject({ totalSupply: 100, theme: "dark" });
  });

  it("supply: never below what was claimed (campaignEdit-E2001); down to it is fine", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId, conditionIds } = await published(ctx);
    for (const n of [1, 2]) {
      const fanId = await fanWhoCompleted(ctx, campaignId, conditionIds[0] ?? "");
      await claim(ctx, { fanId, campaignId, idempotencyKey: `supply-claim-${n}` });
    }
    await expect(updateCampaign(ctx, operator, { campaignId, patch: { totalSupply: 1 } })).rejects.toMatchObject(
      refused("campaignEdit-E2001"),
    );
    expect((await updateCampaign(ctx, operator, { campaignId, patch: { totalSupply: 2 } })).totalSupply).toBe(2);
  });

  it("the kind of reward is fixed once published (campaignEdit-E2007), and free before", async () => {
    const { ctx } = createTestContext(db.current);
    const making = await makeCampaign(ctx, {}, { publish: false });
    const draw = { rewardKind: "LUCKY_DRAW" as const, rewardTiming: "AFTER_CAMPAIGN_END" as const, prizeCount: 3 };
    await expect(
      updateCampaign(ctx, making.operator, { campaignId: making.campaignId, patch: draw }),
    ).resolves.toMatchObject({ rewardKind: "LUCKY_DRAW", prizeCount: 3 });
    const { operator, campaignId } = await published(ctx);
    await expect(updateCampaign(ctx, operator, { campaignId, patch: draw })).rejects.toMatchObject(
      refused("campaignEdit-E2007"),
    );
  });

  it("a committed draw: its prizes, chance and timing are fixed from publication, its supply and window once drawn (campaignEdit-E2003)", async () => {
    const { ctx, clock } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 2,
      totalSupply: 10,
      endsAt: iso(ctx, 2 * HOUR),
    });
    for (const patch of [
      { prizeCount: 3 },
      { rewardTiming: "UPON_COMPLETION_OF_APPLICATION" as const, winPercent: 50 },
    ]) {
      await expect(updateCampaign(ctx, operator, { campaignId, patch })).rejects.toMatchObject(
        refused("campaignEdit-E2003"),
      );
    }
    // More supply does not change the draw's odds (prizes are fixed): allowed before the draw.
    expect((await updateCampaign(ctx, operator, { campaignId, patch: { totalSupply: 20 } })).totalSupply).toBe(20);

    const fanId = await makeParticipant(ctx, campaignId);
    await applyForDraw(ctx, { fanId, campaignId });
    clock.advance(3 * HOUR);
    await drawWinners(ctx, { campaignId });
    await expect(updateCampaign(ctx, operator, { campaignId, patch: { totalSupply: 30 } })).rejects.toMatchObject(
      refused("campaignEdit-E2003"),
    );
    // Winners get more time to claim, and texts stay editable.
    await expect(
      updateCampaign(ctx, operator, {
        campaignId,
        patch: { distributionEndsAt: iso(ctx, 60 * DAY), title: all("抽選は終了しました") },
      }),
    ).resolves.toMatchObject({ title: all("抽選は終了しました") });
  });

  it("windows fans are inside of cannot be shortened (campaignEdit-E2004); without fans they can, but never to end in the past (campaignEdit-E2005)", async () => {
    const { ctx } = createTestContext(db.current);
    const quiet = await published(ctx);
    await expect(
      updateCampaign(ctx, quiet.operator, { campaignId: quiet.campaignId, patch: { endsAt: iso(ctx, 2 * DAY) } }),
    ).resolves.toMatchObject({ endsAt: iso(ctx, 2 * DAY) });
    for (const field of ["endsAt", "distributionEndsAt"] as const) {
      await expect(
        updateCampaign(ctx, quiet.operator, { campaignId: quiet.campaignId, patch: { [field]: iso(ctx, -HOUR / 2) } }),
      ).rejects.toMatchObject(refused("campaignEdit-E2005"));
    }

    const { operator, campaignId, conditionIds } = await published(ctx);
    await fanWhoCompleted(ctx, campaignId, conditionIds[0] ?? "");
    for (const patch of [
      { startsAt: iso(ctx, HOUR) },
      { endsAt: iso(ctx, 2 * DAY) },
      { distributionStartsAt: iso(ctx, HOUR) },
      { distributionEndsAt: iso(ctx, 12 * DAY) },
    ]) {
      await expect(updateCampaign(ctx, operator, { campaignId, patch })).rejects.toMatchObject(
        refused("campaignEdit-E2004"),
      );
    }
    // Starting earlier and ending later only give fans more time.
    await expect(
      updateCampaign(ctx, operator, {
        campaignId,
        patch: { startsAt: iso(ctx, -2 * HOUR), endsAt: iso(ctx, 11 * DAY) },
      }),
    ).resolves.toMatchObject({ endsAt: iso(ctx, 11 * DAY) });
  });

  it("a refused edit changes nothing, not even its harmless part; the log keeps the attempt only", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await published(ctx);
    const before = await getOperatorCampaign(ctx, operator, { campaignId });
    const { events } = await listAuditEvents(ctx, operator, { limit: 100 });
    const { versions } = await listCampaignVersions(ctx, operator, { campaignId });
    await expect(
      updateCampaign(ctx, operator, { campaignId, patch: { title: all("x"), rewardKind: "LUCKY_DRAW" } }),
    ).rejects.toMatchObject(refused("campaignEdit-E2007"));
    expect(await getOperatorCampaign(ctx, operator, { campaignId })).toEqual(before);
    const [attempt, ...rest] = (await listAuditEvents(ctx, operator, { limit: 100 })).events;
    expect(rest).toEqual(events);
    expect(attempt).toMatchObject({
      action: "campaign.updateRefused",
      after: { title: all("x"), rewardKind: "LUCKY_DRAW", refusal: "campaignEdit-E2007" },
    });
    // It changed nothing, so it is no version of the campaign.
    expect((await listCampaignVersions(ctx, operator, { campaignId })).versions).toEqual(versions);
  });
});

describe("the conditions of an existing campaign", () => {
  it("before launch: add at the end (codes hashed), change, reorder, remove; positions stay 1…n; each write logged", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId, conditionIds } = await makeCampaign(ctx, {}, { publish: false });
    const first = conditionIds[0] ?? "";
    const added = await addCondition(ctx, operator, {
      campaignId,
      definition: { type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "A-1" }, { code: "A-2" }] },
    });
    const second = added.conditions[1]?.id ?? "";
    expect(added.conditions.map((c) => [c.position, c.type])).toEqual([
      [1, "NONE"],
      [2, "SPECIFY_MULTIPLE_CODES"],
    ]);
    expect(await ctx.db.select().from(codes).where(eq(codes.conditionId, second))).toHaveLength(2);
    expect(await lastEvent(ctx, operator)).toMatchObject({
      action: "campaign.add-condition",
      target: { type: "campaign", id: campaignId },
      before: { [`conditions.${second}`]: null },
      after: { [`conditions.${second}`]: { type: "SPECIFY_MULTIPLE_CODES", position: 2, codes: 2 } },
    });
    // Codes are never logged in clear.
    expect(JSON.stringify(await lastEvent(ctx, operator))).not.toContain("A-1");

    await updateCondition(ctx, operator, {
      conditionId: second,
      definition: { type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "A-2" }, { code: "A-3" }] },
    });
    expect(await ctx.db.select().from(codes).where(eq(codes.conditionId, second))).toHaveLength(3);
    expect((await lastEvent(ctx, operator))?.after).toEqual({ [`conditions.${second}`]: { codesAdded: 1 } });
    await expect(
      updateCondition(ctx, operator, { conditionId: second, definition: { type: "NONE" } }),
    ).rejects.toMatchObject(refused("request-E1000"));

    const reordered = await reorderConditions(ctx, operator, { campaignId, conditionIds: [second, first] });
    expect(reordered.conditions.map((c) => [c.position, c.id])).toEqual([
      [1, second],
      [2, first],
    ]);
    await expect(
      reorderConditions(ctx, operator, { campaignId, conditionIds: [second, second] }),
    ).rejects.toMatchObject(refused("request-E1000"));

    const removed = await removeCondition(ctx, operator, { conditionId: second });
    expect(removed.conditions.map((c) => [c.position, c.id])).toEqual([[1, first]]);
    expect(await ctx.db.select().from(codes).where(eq(codes.conditionId, second))).toHaveLength(0);
  });

  it("after launch: adding is refused (campaignEdit-E2006); a condition fans completed cannot change or go (campaignEdit-E2002); one nobody completed can", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId, conditionIds } = await makeCampaign(ctx, {
      conditions: [
        { type: "SPECIFY_A_SINGLE_CODE", code: CODE },
        {
          type: "SURVEY",
          survey: {
            questions: [{ id: "q1", kind: "FREE_TEXT", label: all("ひとこと"), required: false }],
          },
        },
      ],
    });
    const [done = "", open = ""] = conditionIds;
    await expect(addCondition(ctx, operator, { campaignId, definition: { type: "NONE" } })).rejects.toMatchObject(
      refused("campaignEdit-E2006"),
    );
    await fanWhoCompleted(ctx, campaignId, done);
    await expect(
      updateCondition(ctx, operator, {
        conditionId: done,
        definition: { type: "SPECIFY_A_SINGLE_CODE", code: "OTHER" },
      }),
    ).rejects.toMatchObject(refused("campaignEdit-E2002"));
    await expect(removeCondition(ctx, operator, { conditionId: done })).rejects.toMatchObject(
      refused("campaignEdit-E2002"),
    );
    // The same code again is no change: nothing to refuse, nothing logged.
    const before = await lastEvent(ctx, operator);
    await updateCondition(ctx, operator, {
      conditionId: done,
      definition: { type: "SPECIFY_A_SINGLE_CODE", code: CODE },
    });
    expect(await lastEvent(ctx, operator)).toEqual(before);

    const survey = {
      type: "SURVEY" as const,
      survey: { questions: [{ id: "q1", kind: "FREE_TEXT" as const, label: all("感想をどうぞ"), required: false }] },
    };
    await updateCondition(ctx, operator, { conditionId: open, definition: survey });
    expect((await lastEvent(ctx, operator))?.action).toBe("campaign.update-condition");
    const view = await removeCondition(ctx, operator, { conditionId: open });
    expect(view.conditions.map((c) => c.id)).toEqual([done]);
    // Reordering only changes how the page lists them: allowed after launch.
    await expect(reorderConditions(ctx, operator, { campaignId, conditionIds: [done] })).resolves.toBeTruthy();
  });
});

describe("the publish checklist", () => {
  const chain = { defaultChainId: 31337, rpcUrls: { 31337: "http://127.0.0.1:8545" } };

  it("names every failed item with its field; publishing with the checklist is refused until all pass", async () => {
    const { ctx } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(
      ctx,
      {
        imageSource: "CUSTOM_IMAGE",
        effect: "CUSTOM_IMAGE",
        conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }],
        distributionStartsAt: iso(ctx, -2 * HOUR),
      },
      { publish: false },
    );
    const checklist = await getPublishChecklist(ctx, operator, { campaignId });
    expect(checklist.ok).toBe(false);
    const failed = checklist.items.filter((i) => !i.ok).map((i) => [i.code, i.field]);
    expect(failed).toEqual([
      ["TRANSLATION", "title"],
      ["TRANSLATION", "description"],
      ["TRANSLATION", "terms"],
      ["TRANSLATION", "privacyPolicy"],
      ["TRANSLATION", "nfts.main.name"],
      ["TRANSLATION", "nfts.main.description"],
      ["IMAGE", "imageUrl"],
      ["IMAGE", "effectImageUrl"],
      ["CONDITION_SETTINGS", expect.stringMatching(/^conditions\./)],
      ["CHAIN", "chainId"],
      ["DISTRIBUTION_WINDOW", "distributionStartsAt"],
    ]);
    expect(checklist.items.find((i) => i.field === "title")?.missingLocales).toEqual(["fr", "th"]);

    const publish = () => setCampaignStatus(ctx, operator, { campaignId, status: "PUBLISH", checklist: true });
    const error = await publish().catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "campaignPublish-E2001" });
    expect((error as { issues: unknown[] }).issues).toContainEqual({ path: "chainId", message: "CHAIN" });
    expect((await getOperatorCampaign(ctx, operator, { campaignId })).publishStatus).toBe("MAKING");
  });

  it("a complete campaign passes and publishes", async () => {
    const { ctx } = createTestContext(db.current);
    ctx.config = { ...ctx.config, chain };
    const { operator, campaignId } = await makeCampaign(
      ctx,
      {
        title: all("完全"),
        description: all("説明"),
        terms: all("規約"),
        privacyPolicy: all("方針"),
        nfts: [{ key: "main", name: all("NFT"), description: all("NFT"), imageUrl: "/demo/nft.png" }],
      },
      { publish: false },
    );
    const checklist = await getPublishChecklist(ctx, operator, { campaignId });
    expect(checklist.items.filter((i) => !i.ok)).toEqual([]);
    expect(checklist.ok).toBe(true);
    await setCampaignStatus(ctx, operator, { campaignId, status: "PUBLISH", checklist: true });
    expect((await getOperatorCampaign(ctx, operator, { campaignId })).publishStatus).toBe("PUBLISH");
  });

  it("a condition whose provider is not configured on this server fails CONDITION_PROVIDER", async () => {
    const { ctx } = createTestContext(db.current);
    // Nothing is called: the stand-in's address only makes the provider configured.
    const social = sandboxSocialConfig("http://127.0.0.1:9");
    ctx.config = { ...ctx.config, social };
    const { operator, campaignId, conditionIds } = await makeCampaign(
      ctx,
      { conditions: [{ type: "SPOTIFY_FOLLOW_ARTIST", artistId: SPOTIFY_SANDBOX_IDS.artist }] },
      { publish: false },
    );
    const provider = (c: CoreContext) =>
      getPublishChecklist(c, operator, { campaignId }).then((l) =>
        l.items.find((i) => i.code === "CONDITION_PROVIDER"),
      );
    expect(await provider(ctx)).toEqual({
      code: "CONDITION_PROVIDER",
      field: `conditions.${conditionIds[0]}`,
      ok: true,
    });
    ctx.config = { ...ctx.config, social: undefined };
    expect(await provider(ctx)).toMatchObject({ ok: false, detail: "SPOTIFY is not configured on this server." });
  });

  it("a campaign that is over fails ENDS_IN_FUTURE", async () => {
    const { ctx, clock } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, {}, { publish: false });
    clock.advance(30 * DAY);
    const failed = (await getPublishChecklist(ctx, operator, { campaignId })).items.filter((i) => !i.ok);
    expect(failed.filter((i) => i.code === "ENDS_IN_FUTURE").map((i) => i.field)).toEqual([
      "endsAt",
      "distributionEndsAt",
    ]);
  });
});

describe("a campaign's versions", () => {
  it("the creation is version 1, each write one more, newest first, with the fields each changed", async () => {
    const { ctx, clock } = createTestContext(db.current);
    const { operator, campaignId } = await makeCampaign(ctx, {}, { publish: false });
    clock.advance(60_000);
    await updateCampaign(ctx, operator, { campaignId, patch: { totalSupply: 50 } });
    clock.advance(60_000);
    const view = await addCondition(ctx, operator, { campaignId, definition: { type: "WALLET_ADDRESS_RECEIVED" } });
    const added = view.conditions[1]?.id ?? "";
    clock.advance(60_000);
    await setCampaignStatus(ctx, operator, { campaignId, status: "PUBLISH" });
    const { versions } = await listCampaignVersions(ctx, operator, { campaignId });
    expect(versions.map((v) => [v.version, v.action])).toEqual([
      [4, "campaign.publish"],
      [3, "campaign.add-condition"],
      [2, "campaign.update"],
      [1, "campaign.create"],
    ]);
    expect(versions[2]?.changes).toEqual([{ field: "totalSupply", before: 100, after: 50 }]);
    expect(versions[1]?.changes).toEqual([
      {
        field: `conditions.${added}`,
        before: null,
        after: expect.objectContaining({ type: "WALLET_ADDRESS_RECEIVED" }),
      },
    ]);
    expect(versions[0]?.changes).toEqual([{ field: "publishStatus", before: "MAKING", after: "PUBLISH" }]);
    expect(versions[3]?.changes.map((c) => c.field)).toContain("title");
  });
});
