import type { OperatorProjectView, ProjectPatch } from "@fanfare/protocol";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { changedFields } from "../audit/changed-fields";
import { recordAuditEvent } from "../audit/record-audit-event";
import { forgetClaimCampaigns } from "../campaigns/campaign-cache";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { type ProjectRow, projectAssets, projects } from "./tables";
import { toOperatorProjectView } from "./view";

async function ownProject(ctx: CoreContext, operator: Operator, projectId: string) {
  const [row] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
  assertSameCompany(operator, row);
  return row;
}

/** What the audit log keeps of a project: its editable fields. */
const AUDITED = ["name", "description", "allowedCountries", "assets", "links", "status"] as const;
async function auditedProject(db: DbOrTx, row: ProjectRow) {
  const assets = await db
    .select({ type: projectAssets.type, url: projectAssets.url })
    .from(projectAssets)
    .where(eq(projectAssets.projectId, row.id))
    .orderBy(projectAssets.type);
  return {
    name: row.texts.name,
    description: row.texts.description,
    allowedCountries: row.allowedCountries,
    assets,
    links: row.links,
    status: row.status,
  };
}

/** The project, locked for the rest of the transaction: the audit's "before" is what the write replaces. */
async function lockProject(tx: DbOrTx, operator: Operator, projectId: string) {
  const [row] = await tx.select().from(projects).where(eq(projects.id, projectId)).for("update");
  assertSameCompany(operator, row);
  return row;
}

/** Edits the operator's project: texts, countries, and assets and links (each replaced whole when given). */
export async function updateProject(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; patch: z.infer<typeof ProjectPatch> },
): Promise<OperatorProjectView> {
  assertOperatorMay(operator, "write");
  const { patch } = input;
  const projectId = await ctx.db.transaction(async (tx) => {
    const row = await lockProject(tx, operator, input.projectId);
    const before = await auditedProject(tx, row);
    const [updated] = await tx
      .update(projects)
      .set({
        texts: { name: patch.name ?? row.texts.name, description: patch.description ?? row.texts.description },
        allowedCountries: patch.allowedCountries ?? row.allowedCountries,
        links: patch.links ?? row.links,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(projects.id, row.id))
      .returning();
    if (patch.assets) {
      await tx.delete(projectAssets).where(eq(projectAssets.projectId, row.id));
      if (patch.assets.length > 0) {
        await tx.insert(projectAssets).values(patch.assets.map((a) => ({ projectId: row.id, ...a })));
      }
    }
    const after = await auditedProject(tx, updated ?? row);
    await recordAuditEvent(tx, operator, {
      action: "project.update",
      target: { type: "project", id: row.id },
      ...changedFields(before, after, AUDITED),
      at: ctx.clock.now(),
    });
    return row.id;
  });
  forgetClaimCampaigns(ctx.db);
  return getOperatorProject(ctx, operator, { projectId });
}

export async function publishProject(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string },
): Promise<OperatorProjectView> {
  assertOperatorMay(operator, "write");
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockProject(tx, operator, input.projectId);
    await tx
      .update(projects)
      .set({ status: "PUBLISH", publishedAt: row.publishedAt ?? now, updatedAt: now })
      .where(eq(projects.id, row.id));
    await recordAuditEvent(tx, operator, {
      action: "project.publish",
      target: { type: "project", id: row.id },
      before: { status: row.status },
      after: { status: "PUBLISH" },
      at: now,
    });
  });
  forgetClaimCampaigns(ctx.db);
  return getOperatorProject(ctx, operator, input);
}

export async function getOperatorProject(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string },
): Promise<OperatorProjectView> {
  const row = await ownProject(ctx, operator, input.projectId);
  const assets = await ctx.db.select().from(projectAssets).where(eq(projectAssets.projectId, row.id));
  return toOperatorProjectView(row, assets);
}

export async function listOperatorProjects(ctx: CoreContext, operator: Operator): Promise<OperatorProjectView[]> {
  const rows = await ctx.db.select().from(projects).where(eq(projects.companyId, operator.companyId));
  const ids = rows.map((r) => r.id);
  const assets = ids.length
    ? await ctx.db.select().from(projectAssets).where(inArray(projectAssets.projectId, ids))
    : [];
  return rows.map((r) =>
    toOperatorProjectView(
      r,
      assets.filter((a) => a.projectId === r.id),
    ),
  );
}
