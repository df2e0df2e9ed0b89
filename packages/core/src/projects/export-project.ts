import { isDeepStrictEqual } from "node:util";
import { ASSET_TYPES, CampaignDefinition, CONDITION_KIND_BY_TYPE, IdSchema, ProjectImport } from "@fanfare/protocol";
import { asc, count, eq, inArray } from "drizzle-orm";
import type { z } from "zod";
import { campaignFields } from "../campaigns/campaign-fields";
import { type CampaignRow, campaignNfts, campaigns } from "../campaigns/tables";
import { companies } from "../companies/tables";
import { generateCode } from "../conditions/codes/normalise-code";
import { conditionModule } from "../conditions/registry";
import { settingsFromConfig } from "../conditions/settings-from-config";
import { codes, conditions } from "../conditions/tables";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { assertOperatorMay, assertSameCompany, type Operator } from "../operators/require-operator";
import { projectAssets, projects } from "./tables";

/** Where in the file a note belongs (keys and indexes from the document's root), and what it says. */
export type ExportNote = { path: (string | number)[]; text: string };

/**
 * A project as an import file (`npm run fanfare -- import` reads it back), with the notes a writer puts
 * beside what the file cannot hold (codes, chain). The YAML text is written by the API (the `yaml`
 * library the import reads with is the API's), comments from `notes`.
 */
export type ProjectExport = {
  projectId: string;
  fileName: string;
  file: z.output<typeof ProjectImport>;
  notes: ExportNote[];
};

type Settings = Record<string, unknown>;

/**
 * Builds the import file of one of the operator's projects (every role may read): the project's texts,
 * assets, links and countries; each campaign with every field the import takes, its NFTs and its ordered
 * conditions with their settings. What the file leaves out is said in `notes`:
 *   codes      stored only as keyed hashes, so never exported: serial and linked codes export as none
 *              (generate new ones after the import), a shared code as a random placeholder nobody knows,
 *              its campaign unpublished so the import does not put a code no fan has on a live page;
 *   operators  the company's team (e-mail addresses) stays out: the import adds none;
 *   chain      left out although the import file may name one (`chainId`): the importing server may
 *              have no RPC for the exporter's chain, so its default chain mints; the note names the old one.
 * The result is checked with the import's own schemas before it is returned.
 */
export async function exportProject(
  ctx: CoreContext,
  operator: Operator,
  input: { projectId: string },
): Promise<ProjectExport> {
  assertOperatorMay(operator, "read");
  const [project] = await ctx.db.select().from(projects).where(eq(projects.id, input.projectId));
  assertSameCompany(operator, project);
  const [company] = await ctx.db.select().from(companies).where(eq(companies.id, project.companyId));
  if (!company) throw new AppError("request-E1004");
  const assets = await ctx.db.select().from(projectAssets).where(eq(projectAssets.projectId, project.id));
  const campaignRows = (await ctx.db.select().from(campaigns).where(eq(campaigns.projectId, project.id))).sort(
    byCreation,
  );
  const campaignIds = campaignRows.map((c) => c.id);
  const nftRows = campaignIds.length
    ? await ctx.db
        .select()
        .from(campaignNfts)
        .where(inArray(campaignNfts.campaignId, campaignIds))
        .orderBy(asc(campaignNfts.position))
    : [];
  const conditionRows = campaignIds.length
    ? await ctx.db
        .select()
        .from(conditions)
        .where(inArray(conditions.campaignId, campaignIds))
        .orderBy(asc(conditions.position))
    : [];
  const conditionIds = conditionRows.map((c) => c.id);
  const codeCounts = conditionIds.length
    ? await ctx.db
        .select({ conditionId: codes.conditionId, n: count(), used: count(codes.usedBy) })
        .from(codes)
        .where(inArray(codes.conditionId, conditionIds))
        .groupBy(codes.conditionId)
    : [];

  const notes: ExportNote[] = [
    {
      path: ["company"],
      text:
        "The company is found by name on import (or created). Its operators are not exported: " +
        "invite them in the console.",
    },
  ];
  const campaignEntries = campaignRows.map((campaign, i) => {
    let publish = campaign.publishStatus !== "MAKING";
    const conditionEntries = conditionRows
      .filter((c) => c.campaignId === campaign.id)
      .map((row, j) => {
        const type = row.type;
        const settings: Settings = { type, ...settingsFromConfig(type, row.config) };
        const shape = CONDITION_KIND_BY_TYPE[type].settings.shape as Record<string, unknown>;
        const counted = codeCounts.find((c) => c.conditionId === row.id);
        const path = ["campaigns", i, "conditions", j];
        if ("code" in shape) {
          settings.code = generateCode(4);
          publish = false;
          notes.push({
            path,
            text:
              "The shared code is stored only as a keyed hash and is not exported: this code is a random " +
              "placeholder nobody knows. Replace it with the real code, then set the campaign's publish to true.",
          });
        } else if ("codes" in shape) {
          settings.codes = [];
          notes.push({
            path,
            text:
              `${Number(counted?.n ?? 0)} codes (${Number(counted?.used ?? 0)} used) are not exported: codes are ` +
              "stored only as keyed hashes. Generate new ones (or list your own here) for the imported campaign.",
          });
        }
        return settings;
      });
    const nfts = nftRows
      .filter((n) => n.campaignId === campaign.id)
      .map((n) => ({
        key: n.key,
        name: n.name,
        description: n.description,
        imageUrl: n.imageUrl,
        metadata: n.metadata,
        supply: n.supply,
      }));
    if (campaign.chainId !== null) {
      notes.push({
        path: ["campaigns", i],
        text: `Minted on chain ${campaign.chainId} where it was exported; the import uses its server's default chain.`,
      });
    }
    if (campaign.publishStatus === "END") {
      notes.push({ path: ["campaigns", i], text: "Ended where it was exported; the import publishes it." });
    }
    return { publish, ...campaignFields(campaign), nfts, conditions: conditionEntries };
  });

  const raw = {
    company: { name: company.name, operators: [] },
    project: {
      name: project.texts.name,
      description: project.texts.description,
      allowedCountries: project.allowedCountries,
      assets: ASSET_TYPES.flatMap((type) =>
        assets.filter((a) => a.type === type).map((a) => ({ type: a.type, url: a.url })),
      ),
      links: project.links,
      publish: project.status === "PUBLISH",
    },
    campaigns: campaignEntries,
    channels: [],
  };
  const storedConfigs = campaignRows.map((campaign) =>
    conditionRows.filter((c) => c.campaignId === campaign.id).map((c) => c.config),
  );
  const file = checkedFile(raw, storedConfigs);
  ctx.log.info({ projectId: project.id, campaigns: campaignEntries.length }, "project exported");
  return { projectId: project.id, fileName: `project-${project.id}.yaml`, file, notes };
}

/**
 * The platform's export (the CLI): as a reader of whichever company owns the project. An unknown project
 * is request-E1004.
 */
export async function exportProjectForPlatform(ctx: CoreContext, input: { projectId: string }) {
  // A mistyped id from the command line is "no such project", not a database error.
  if (!IdSchema.safeParse(input.projectId).success) throw new AppError("request-E1004");
  const [project] = await ctx.db
    .select({ companyId: projects.companyId })
    .from(projects)
    .where(eq(projects.id, input.projectId));
  if (!project) throw new AppError("request-E1004");
  const operator: Operator = { userId: "platform", companyId: project.companyId, role: "VIEWER", platform: true };
  return exportProject(ctx, operator, input);
}

/**
 * Campaigns in the order they were made (an import makes them in its file's order). Campaigns of one
 * import can share a creation instant, so the rest of the order comes from their content, never from
 * their random ids: exporting a re-imported file gives the same order again.
 */
function byCreation(a: CampaignRow, b: CampaignRow): number {
  return (
    a.createdAt.getTime() - b.createdAt.getTime() ||
    a.startsAt.getTime() - b.startsAt.getTime() ||
    compareText(JSON.stringify(a.texts), JSON.stringify(b.texts)) ||
    compareText(a.id, b.id)
  );
}

function compareText(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The file as the import will read it: the whole with ProjectImport, each campaign with
 * CampaignDefinition, and each condition's settings stored by its kind's module as the very config it
 * was exported from. A file that fails is our fault (server-E5000), never handed out.
 */
function checkedFile(
  raw: { campaigns: { publish: boolean; conditions: Settings[] }[] },
  storedConfigs: Record<string, unknown>[][],
): z.output<typeof ProjectImport> {
  const parsed = ProjectImport.safeParse(raw);
  if (!parsed.success) {
    throw new AppError("server-E5000", { detail: `export: ${parsed.error.issues[0]?.message ?? "invalid"}` });
  }
  raw.campaigns.forEach(({ publish: _publish, ...campaign }, i) => {
    const definition = CampaignDefinition.safeParse(campaign);
    if (!definition.success) {
      const issue = definition.error.issues[0];
      throw new AppError("server-E5000", {
        detail: `export: campaigns[${i}].${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`,
      });
    }
    definition.data.conditions.forEach(({ type, ...settings }, j) => {
      const stored = conditionModule(type).storeSettings(settings as never);
      if (!isDeepStrictEqual(stored, storedConfigs[i]?.[j])) {
        throw new AppError("server-E5000", { detail: `export: campaigns[${i}].conditions[${j}] ${type} differs` });
      }
    });
  });
  return parsed.data;
}
