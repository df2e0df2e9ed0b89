import type { ProjectSummary, ProjectView } from "@fanfare/protocol";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import { companies } from "../companies/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { projectAssets, projects } from "./tables";
import { toProjectSummary } from "./view";

/** Published projects of live companies, for the /projects list. */
export async function listProjects(ctx: CoreContext): Promise<ProjectSummary[]> {
  const rows = await ctx.db
    .select({ project: projects })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(and(eq(projects.status, "PUBLISH"), isNull(companies.deletedAt)))
    .orderBy(asc(projects.publishedAt));
  const ids = rows.map((r) => r.project.id);
  const assets = ids.length
    ? await ctx.db.select().from(projectAssets).where(inArray(projectAssets.projectId, ids))
    : [];
  return rows.map((r) =>
    toProjectSummary(
      r.project,
      assets.filter((a) => a.projectId === r.project.id),
    ),
  );
}

/** The project top. A deleted company's project is E12001; an unpublished one does not exist. */
export async function getProject(
  ctx: CoreContext,
  input: { projectId: string; fanCountry: string | null },
): Promise<ProjectView> {
  const [row] = await ctx.db
    .select({ project: projects, company: companies })
    .from(projects)
    .innerJoin(companies, eq(companies.id, projects.companyId))
    .where(eq(projects.id, input.projectId));
  if (row?.project.status !== "PUBLISH") throw new AppError("request-E1004");
  if (row.company.deletedAt) throw new AppError("E12001");
  const assets = await ctx.db.select().from(projectAssets).where(eq(projectAssets.projectId, row.project.id));
  return {
    ...toProjectSummary(row.project, assets),
    companyName: row.company.name,
    assets,
    links: row.project.links,
    allowedCountries: row.project.allowedCountries,
    canParticipate: input.fanCountry === null ? null : row.project.allowedCountries.includes(input.fanCountry as never),
  };
}
