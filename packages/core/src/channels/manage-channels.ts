import {
  ChannelDefinition,
  type ChannelPatch,
  type ChannelRequirements,
  type OperatorChannelView,
} from "@fanfare/protocol";
import { and, asc, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { changedFields } from "../audit/changed-fields";
import { recordAuditEvent } from "../audit/record-audit-event";
import { campaigns } from "../campaigns/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { projects } from "../projects/tables";
import { type ChannelRow, channelMemberships, channels } from "./tables";
import { toOperatorChannelView } from "./view";

async function ownProject(ctx: CoreContext, operator: Operator, projectId: string) {
  const [row] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
  assertSameCompany(operator, row);
  return row;
}

/** The operator's channel (another company's answers request-E1004 like a missing one). */
export async function ownChannel(ctx: CoreContext, operator: Operator, channelId: string): Promise<ChannelRow> {
  const [row] = await ctx.db
    .select({ channel: channels, companyId: projects.companyId })
    .from(channels)
    .innerJoin(projects, eq(projects.id, channels.projectId))
    .where(eq(channels.id, channelId));
  assertSameCompany(operator, row);
  return row.channel;
}

/** Campaigns named by requirements must be of the channel's own project (premiumContent-E2004). */
async function checkRequirementCampaigns(ctx: CoreContext, projectId: string, requirements: ChannelRequirements) {
  const ids = [
    ...new Set(
      requirements.items.flatMap((r) => (r.type !== "OPEN" && "campaignId" in r && r.campaignId ? [r.campaignId] : [])),
    ),
  ];
  if (requirements.items.some((r) => r.type === "OWNS_NFT" && r.campaignId && r.contract)) {
    throw new AppError("premiumContent-E2004", { detail: "OWNS_NFT names either a campaign or a contract." });
  }
  if (ids.length === 0) return;
  const rows = await ctx.db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.projectId, projectId), inArray(campaigns.id, ids)));
  if (rows.length !== ids.length) {
    throw new AppError("premiumContent-E2004", { detail: "A requirement names a campaign of another project." });
  }
}

/** What the audit log keeps of a channel: its editable fields. */
const AUDITED = ["title", "description", "requirements", "position", "status"] as const;
function auditedChannel(row: ChannelRow): Record<(typeof AUDITED)[number], unknown> {
  return {
    title: row.texts.title,
    description: row.texts.description,
    requirements: row.requirements,
    position: row.position,
    status: row.status,
  };
}

async function memberCount(ctx: CoreContext, channelId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(channelMemberships)
    .where(eq(channelMemberships.channelId, channelId));
  return row?.n ?? 0;
}

export async function createChannel(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; definition: z.input<typeof ChannelDefinition> },
): Promise<OperatorChannelView> {
  assertOperatorMay(operator, "write");
  const project = await ownProject(ctx, operator, input.projectId);
  const def = ChannelDefinition.parse(input.definition);
  await checkRequirementCampaigns(ctx, project.id, def.requirements);
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(channels)
      .values({
        projectId: project.id,
        texts: { title: def.title, description: def.description },
        requirements: def.requirements,
        position: def.position,
        status: def.status,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!inserted) throw new Error("channel insert returned nothing");
    await recordAuditEvent(tx, operator, {
      action: "channel.create",
      target: { type: "channel", id: inserted.id },
      before: null,
      after: auditedChannel(inserted),
      at: now,
    });
    return inserted;
  });
  return toOperatorChannelView(row, 0);
}

export async function updateChannel(
  ctx: CoreContext,
  operator: Operator,
  input: { channelId: string; patch: z.infer<typeof ChannelPatch> },
): Promise<OperatorChannelView> {
  assertOperatorMay(operator, "write");
  const owned = await ownChannel(ctx, operator, input.channelId);
  const { patch } = input;
  if (patch.requirements) await checkRequirementCampaigns(ctx, owned.projectId, patch.requirements);
  const updated = await ctx.db.transaction(async (tx) => {
    // Locked, so the audit's "before" is exactly what this write replaces.
    const [row] = await tx.select().from(channels).where(eq(channels.id, owned.id)).for("update");
    if (!row) throw new AppError("request-E1004");
    const [changed] = await tx
      .update(channels)
      .set({
        texts: { title: patch.title ?? row.texts.title, description: patch.description ?? row.texts.description },
        requirements: patch.requirements ?? row.requirements,
        position: patch.position ?? row.position,
        status: patch.status ?? row.status,
        // A new update time also invalidates every cached requirement check of the channel.
        updatedAt: new Date(Math.max(ctx.clock.now().getTime(), row.updatedAt.getTime() + 1)),
      })
      .where(eq(channels.id, row.id))
      .returning();
    if (!changed) throw new AppError("request-E1004");
    await recordAuditEvent(tx, operator, {
      action: "channel.update",
      target: { type: "channel", id: row.id },
      ...changedFields(auditedChannel(row), auditedChannel(changed), AUDITED),
      at: ctx.clock.now(),
    });
    return changed;
  });
  return toOperatorChannelView(updated, await memberCount(ctx, owned.id));
}

export async function getOperatorChannel(
  ctx: CoreContext,
  operator: Operator,
  input: { channelId: string },
): Promise<OperatorChannelView> {
  const row = await ownChannel(ctx, operator, input.channelId);
  return toOperatorChannelView(row, await memberCount(ctx, row.id));
}

export async function listOperatorChannels(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string },
): Promise<OperatorChannelView[]> {
  const project = await ownProject(ctx, operator, input.projectId);
  const rows = await ctx.db
    .select()
    .from(channels)
    .where(eq(channels.projectId, project.id))
    .orderBy(asc(channels.position), asc(channels.createdAt));
  return Promise.all(rows.map(async (r) => toOperatorChannelView(r, await memberCount(ctx, r.id))));
}
