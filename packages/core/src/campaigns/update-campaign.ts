import {
  type CampaignPatch,
  CURRENT_DRAW_ALGORITHM,
  type OperatorCampaignView,
  CampaignPatch as PatchSchema,
} from "@fanfare/protocol";
import { asc, count, eq, inArray } from "drizzle-orm";
import { changedFields } from "../audit/changed-fields";
import { recordAuditEvent } from "../audit/record-audit-event";
import { codes, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { DRAW_ALGORITHMS } from "../draws/draw-algorithms";
import { newDrawSeed } from "../draws/verify-draw";
import { AppError } from "../errors";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { AUDITED_CAMPAIGN_FIELDS, campaignAuditSnapshot } from "./audit-snapshot";
import { forgetClaimCampaigns } from "./campaign-cache";
import { assertEditKeepsFansWhole, campaignParticipation } from "./edit-after-launch";
import { assertChecklistPasses } from "./publish-checklist";
import { recordRefusedEdit } from "./record-refused-edit";
import { type CampaignRow, campaignNfts, campaigns } from "./tables";
import { toOperatorCampaignView } from "./view";

async function ownCampaign(ctx: CoreContext, operator: Operator, campaignId: string) {
  const [row] = await ctx.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
  assertSameCompany(operator, row);
  return row;
}

/** The campaign, locked for the rest of the transaction: checks and the audit's "before" see what is replaced. */
export async function lockCampaign(tx: DbOrTx, operator: Operator, campaignId: string) {
  const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, campaignId)).for("update");
  assertSameCompany(operator, row);
  return row;
}

export async function getOperatorCampaign(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string },
): Promise<OperatorCampaignView> {
  const row = await ownCampaign(ctx, operator, input.campaignId);
  const [view] = await operatorCampaignViews(ctx, [row]);
  return view as OperatorCampaignView;
}

export async function listOperatorCampaigns(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string },
): Promise<OperatorCampaignView[]> {
  const rows = await ctx.db
    .select()
    .from(campaigns)
    .where(eq(campaigns.projectId, input.projectId))
    .orderBy(asc(campaigns.startsAt));
  return operatorCampaignViews(
    ctx,
    rows.filter((r) => r.companyId === operator.companyId),
  );
}

/**
 * The console's views of these campaigns, in their order, with one query per table for all of them (a
 * project page lists every campaign: one round of queries per campaign grew with the project).
 */
async function operatorCampaignViews(ctx: CoreContext, rows: CampaignRow[]): Promise<OperatorCampaignView[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [nfts, list] = await Promise.all([
    ctx.db.select().from(campaignNfts).where(inArray(campaignNfts.campaignId, ids)).orderBy(asc(campaignNfts.position)),
    ctx.db.select().from(conditions).where(inArray(conditions.campaignId, ids)).orderBy(asc(conditions.position)),
  ]);
  const counted = list.length
    ? await ctx.db
        .select({ conditionId: codes.conditionId, total: count(), used: count(codes.usedBy) })
        .from(codes)
        .where(
          inArray(
            codes.conditionId,
            list.map((c) => c.id),
          ),
        )
        .groupBy(codes.conditionId)
    : [];
  const codeCounts = new Map(counted.map((c) => [c.conditionId, { total: Number(c.total), used: Number(c.used) }]));
  const now = ctx.clock.now();
  return rows.map((row) =>
    toOperatorCampaignView(
      row,
      nfts.filter((n) => n.campaignId === row.id),
      list.filter((c) => c.campaignId === row.id),
      now,
      codeCounts,
    ),
  );
}

/** Edits a campaign; once it is published, edits that would hurt fans are refused (edit-after-launch.ts). */
export async function updateCampaign(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; patch: CampaignPatch },
): Promise<OperatorCampaignView> {
  assertOperatorMay(operator, "write");
  const patch = PatchSchema.parse(input.patch);
  const date = (v: string | undefined) => (v === undefined ? undefined : new Date(v));
  try {
    await ctx.db.transaction(async (tx) => {
      const row = await lockCampaign(tx, operator, input.campaignId);
      if (row.publishStatus !== "MAKING") {
        assertEditKeepsFansWhole(row, patch, await campaignParticipation(tx, row.id), ctx.clock.now());
      }
      const texts = {
        title: patch.title ?? row.texts.title,
        description: patch.description ?? row.texts.description,
        terms: patch.terms ?? row.texts.terms,
        privacyPolicy: patch.privacyPolicy ?? row.texts.privacyPolicy,
      };
      const [updated] = await tx
        .update(campaigns)
        .set({
          texts,
          startsAt: date(patch.startsAt),
          endsAt: date(patch.endsAt),
          distributionStartsAt: date(patch.distributionStartsAt),
          distributionEndsAt: date(patch.distributionEndsAt),
          theme: patch.theme,
          links: patch.links,
          imageSource: patch.imageSource,
          imageUrl: patch.imageUrl,
          effect: patch.effect,
          effectImageUrl: patch.effectImageUrl,
          rewardKind: patch.rewardKind,
          rewardTiming: patch.rewardTiming,
          totalSupply: patch.totalSupply,
          perFanLimit: patch.perFanLimit,
          prizeCount: patch.prizeCount,
          winPercent: patch.winPercent,
          updatedAt: ctx.clock.now(),
        })
        .where(eq(campaigns.id, row.id))
        .returning();
      await recordAuditEvent(tx, operator, {
        action: "campaign.update",
        target: { type: "campaign", id: row.id },
        ...changedFields(campaignAuditSnapshot(row), campaignAuditSnapshot(updated ?? row), AUDITED_CAMPAIGN_FIELDS),
        at: ctx.clock.now(),
      });
    });
  } catch (error) {
    if (error instanceof AppError && error.code.startsWith("campaignEdit-E2")) {
      await recordRefusedEdit(ctx, operator, { campaignId: input.campaignId, patch, code: error.code });
    }
    // A CHECK constraint refused the combination (e.g. endsAt before startsAt, prizes above supply).
    if ((error as { code?: string; cause?: { code?: string } }).cause?.code === "23514") {
      throw new AppError("request-E1000", { detail: "These settings contradict each other.", cause: error });
    }
    throw error;
  }
  forgetClaimCampaigns(ctx.db);
  return getOperatorCampaign(ctx, operator, { campaignId: input.campaignId });
}

/**
 * Publishes a campaign (visible to fans of a published project). A lucky draw gets its seed now; only
 * sha256(seed) is shown until the draw (docs/verifiable-draws.md). Ending it (END) closes it early.
 * With `checklist` (the operator API and console), publishing is refused while an item of the publish
 * checklist fails (campaignPublish-E2001), checked on the locked row; the import and tests publish
 * what their own validation accepted.
 */
export async function setCampaignStatus(
  ctx: CoreContext,
  operator: Operator,
  input: { campaignId: string; status: "PUBLISH" | "END"; checklist?: boolean },
): Promise<OperatorCampaignView> {
  assertOperatorMay(operator, "write");
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockCampaign(tx, operator, input.campaignId);
    if (input.status === "PUBLISH" && row.publishStatus === "MAKING") {
      if (input.checklist) await assertChecklistPasses(ctx, tx, row);
      const seed = row.rewardKind === "LUCKY_DRAW" ? newDrawSeed() : null;
      await tx
        .update(campaigns)
        .set({
          publishStatus: "PUBLISH",
          publishedAt: now,
          updatedAt: now,
          drawSeed: seed,
          drawSeedHash: seed ? DRAW_ALGORITHMS[CURRENT_DRAW_ALGORITHM].seedHash(seed) : null,
          drawAlgorithm: seed ? CURRENT_DRAW_ALGORITHM : null,
        })
        .where(eq(campaigns.id, row.id));
    } else if (input.status === "END" && row.publishStatus === "PUBLISH") {
      await tx.update(campaigns).set({ publishStatus: "END", updatedAt: now }).where(eq(campaigns.id, row.id));
    } else if (row.publishStatus !== input.status) {
      throw new AppError("request-E1000", { detail: `A ${row.publishStatus} campaign cannot become ${input.status}.` });
    } else {
      return; // already so: nothing written, nothing to record
    }
    // The seed itself is secret until the draw: the log says the status changed, nothing more.
    await recordAuditEvent(tx, operator, {
      action: input.status === "PUBLISH" ? "campaign.publish" : "campaign.end",
      target: { type: "campaign", id: row.id },
      before: { publishStatus: row.publishStatus },
      after: { publishStatus: input.status },
      at: now,
    });
  });
  forgetClaimCampaigns(ctx.db);
  return getOperatorCampaign(ctx, operator, input);
}
