import type { OperatorProjectView, ProjectPatch } from "@fanfare/protocol";
import { eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { forgetClaimCampaigns } from "../campaigns/campaign-cache";
import type { CoreContext } from "../context";
import { assertSameCompany, type Operator } from "../operators/require-operator";
import { projectAssets, projects } from "./tables";
import { toOperatorProjectView } from "./view";

async function ownProject(ctx: CoreContext, operator: Operator, projectId: string) {
  const [row] = await ctx.db.select().from(projects).where(eq(projects.id, projectId));
  assertSameCompany(operator, row);
  return row;
}

/** Edits texts, assets (replaced as a whole when given) and allowed countries of the operator's project. */
export async function updateProject(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string; patch: z.infer<typeof ProjectPatch> },
): Promise<OperatorProjectView> {
  const row = await ownProject(ctx, operator, input.projectId);
  const { patch } = input;
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(projects)
      .set({
        texts: { name: patch.name ?? row.texts.name, description: patch.description ?? row.texts.description },
        allowedCountries: patch.allowedCountries ?? row.allowedCountries,
        updatedAt: ctx.clock.now(),
      })
      .where(eq(projects.id, row.id));
    if (patch.assets) {
      await tx.delete(projectAssets).where(eq(projectAssets.projectId, row.id));
      if (patch.assets.length > 0) {
        await tx.insert(projectAssets).values(patch.assets.map((a) => ({ projectId: row.id, ...a })));
      }
    }
  });
  forgetClaimCampaigns(ctx.db);
  return getOperatorProject(ctx, operator, { projectId: row.id });
}

export async function publishProject(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string },
): Promise<OperatorProjectView> {
  const row = await ownProject(ctx, operator, input.projectId);
  const now = ctx.clock.now();
  await ctx.db
    .update(projects)
    .set({ status: "PUBLISH", publishedAt: row.publishedAt ?? now, updatedAt: now })
    .where(eq(projects.id, row.id));
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
