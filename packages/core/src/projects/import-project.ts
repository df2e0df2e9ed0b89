import { CampaignDefinition, ProjectImport as ImportSchema, type ProjectImport } from "@fanfare/protocol";
import { and, eq, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { AssetStorage } from "../assets/storage/asset-storage";
import { forgetClaimCampaigns } from "../campaigns/campaign-cache";
import { checkConditions, createCampaign } from "../campaigns/create-campaign";
import { setCampaignStatus } from "../campaigns/update-campaign";
import { createImportedChannels, parseChannelImports } from "../channels/import-channels";
import { createCompany } from "../companies/create-company";
import { companies } from "../companies/tables";
import type { CoreContext } from "../context";
import { AppError, isAppError } from "../errors";
import { addOperator } from "../operators/add-operator";
import type { Operator } from "../operators/require-operator";
import { createProject } from "./create-project";
import { projects } from "./tables";
import { publishProject } from "./update-project";

export type { ProjectImport };

const RELATIVE = /^now(?:([+-])(\d+)([mhd]))?$/u;
const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/**
 * Times in an import file may be relative to the moment of import: "now", "now+3d", "now-2h", "now+30m",
 * so a demo file always shows a running, a coming and an ended campaign.
 */
export function resolveRelativeTimes(value: unknown, now: Date): unknown {
  if (typeof value === "string") {
    const m = value.match(RELATIVE);
    if (!m) return value;
    const offset = m[1] ? (m[1] === "-" ? -1 : 1) * Number(m[2]) * UNIT_MS[m[3] as keyof typeof UNIT_MS] : 0;
    return new Date(now.getTime() + offset).toISOString();
  }
  if (Array.isArray(value)) return value.map((v) => resolveRelativeTimes(v, now));
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRelativeTimes(v, now)]));
  }
  return value;
}

/**
 * Creates a whole project from one definition: the company (reused by name), its operators, the project
 * and its campaigns with NFTs, conditions and codes, published as the file says, and its channels. All or
 * nothing: what can be checked is checked before the first write (so a mistake in the file is named and
 * creates nothing), and every write runs in one transaction, so a failure while writing (the database, the
 * asset store) leaves nothing behind either.
 */
export async function importProject(ctx: CoreContext, raw: unknown, options: { baseDir?: URL } = {}) {
  const resolved = resolveRelativeTimes(raw, ctx.clock.now());
  const def = parseImport(resolved);
  // A campaign may carry a `key` so channels of the same file can name it (CLAIMED_IN, OWNS_NFT).
  const campaignKeys = def.campaigns.map((c) => (typeof c.key === "string" ? c.key : null));
  const channelImports = await parseChannelImports(
    def.channels,
    new Set(campaignKeys.filter((k): k is string => k !== null)),
    options.baseDir,
  );
  const campaignDefs = def.campaigns.map(({ publish, key: _key, ...rest }, i) => {
    const parsed = CampaignDefinition.safeParse(rest);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new AppError("request-E1000", {
        detail: `campaigns[${i}].${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`,
      });
    }
    const title = parsed.data.title.en ?? parsed.data.title.ja;
    try {
      checkConditions(ctx, parsed.data);
    } catch (error) {
      if (!isAppError(error)) throw error;
      throw new AppError(error.code, { detail: `campaigns[${i}] "${title}": ${error.message}`, cause: error });
    }
    return { publish, definition: parsed.data, title };
  });

  // The asset store is not part of the transaction: what the import stored is removed again if it rolls back.
  const stored: string[] = [];
  const storage = ctx.storage && recordingPuts(ctx.storage, stored);
  let result: Awaited<ReturnType<typeof writeImport>>;
  try {
    // The verbs below read and write through ctx.db (a campaign is read back to be published), so the
    // whole context gets the transaction; their own transactions become savepoints inside it.
    result = await ctx.db.transaction((tx) =>
      writeImport({ ...ctx, db: tx, storage }, def, campaignDefs, campaignKeys, channelImports),
    );
  } catch (error) {
    for (const key of stored) {
      await ctx.storage?.remove(key).catch((err: unknown) => {
        ctx.log.error({ err, storageKey: key }, "could not remove an asset of a failed import");
      });
    }
    throw error;
  }
  // The verbs inside forgot cached campaigns of the transaction only; this process's cache is ctx.db's.
  forgetClaimCampaigns(ctx.db);
  ctx.log.info(
    {
      companyId: result.companyId,
      projectId: result.projectId,
      campaigns: result.campaigns.length,
      channels: result.channels.length,
    },
    "project imported",
  );
  return result;
}

/**
 * The file's company and project, checked as a whole. A mistake is request-E1000 naming its place in the
 * file (`project.links.0.url: …`), as a campaign's is, rather than zod's list of issues.
 */
function parseImport(resolved: unknown): z.output<typeof ImportSchema> {
  const parsed = ImportSchema.safeParse(resolved);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw new AppError("request-E1000", {
    detail: `${issue?.path.join(".") ?? ""}: ${issue?.message ?? "invalid"}`,
    cause: parsed.error,
  });
}

/** The writes of an import, every one through `ctx.db` (the import's transaction). */
async function writeImport(
  ctx: CoreContext,
  def: z.output<typeof ImportSchema>,
  campaignDefs: { publish: boolean; definition: CampaignDefinition; title: string }[],
  campaignKeys: (string | null)[],
  channelImports: Awaited<ReturnType<typeof parseChannelImports>>,
) {
  const [existing] = await ctx.db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.name, def.company.name), isNull(companies.deletedAt)));
  const companyId = existing?.id ?? (await createCompany(ctx, { name: def.company.name })).id;
  for (const op of def.company.operators) await addOperator(ctx, { companyId, email: op.email, role: op.role });
  // The import acts as the company's own operator would; as no operator did it, it leaves no audit event.
  const operator: Operator = { userId: "import", companyId, role: "OWNER", platform: true };
  const { publish: publishIt, ...projectDef } = def.project;
  const project = await createProject(ctx, operator, projectDef);
  if (publishIt) await publishProject(ctx, operator, { projectId: project.id });
  const created: { id: string; title: string }[] = [];
  for (const { publish, definition, title } of campaignDefs) {
    const campaign = await createCampaign(ctx, operator, { projectId: project.id, definition });
    if (publish) await setCampaignStatus(ctx, operator, { campaignId: campaign.id, status: "PUBLISH" });
    created.push({ id: campaign.id, title });
  }
  const campaignIds = new Map<string, string>();
  campaignKeys.forEach((key, i) => {
    const id = created[i]?.id;
    if (key && id) campaignIds.set(key, id);
  });
  const channels = await createImportedChannels(ctx, operator, {
    projectId: project.id,
    ...channelImports,
    campaignIds,
  });
  return { companyId, projectId: project.id, campaigns: created, channels };
}

/** The same store, noting each key it stored. */
function recordingPuts(storage: AssetStorage, stored: string[]): AssetStorage {
  return {
    kind: storage.kind,
    read: (key, range) => storage.read(key, range),
    remove: (key) => storage.remove(key),
    async put(key, body, contentType) {
      await storage.put(key, body, contentType);
      stored.push(key);
    },
  };
}

/** True when no project exists at all (the demo loads only into such a database). */
export async function isCatalogueEmpty(ctx: CoreContext): Promise<boolean> {
  const [row] = await ctx.db.select({ id: projects.id }).from(projects).limit(1);
  return !row;
}

/** Where the demo project file lives (loaded by `npm start` into an empty embedded database). */
export const DEMO_PROJECT_FILE = new URL("../../demo/demo-project.yaml", import.meta.url);
