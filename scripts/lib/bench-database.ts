// The database and core context a bench script works on: PGlite in memory, or a scratch database on the
// PostgreSQL server DATABASE_URL names (created, migrated, and dropped again on close). The benches write
// their rows by SQL and call the real core verbs on this context; no mailer, no captcha.
import {
  type CoreContext,
  createCampaign,
  createCaptchaVerifier,
  createProject,
  type Database,
  DEFAULT_CORE_CONFIG,
  type Operator,
  openDatabase,
  systemClock,
} from "@fanfare/core";
import type { CampaignDefinitionInput } from "@fanfare/protocol";
import pg from "pg";
import pino from "pino";

export type BenchDatabaseKind = "pglite" | "postgres";

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A migrated, empty database; for "postgres", `name` is created on `serverUrl` and dropped on close. */
export async function openBenchDatabase(
  kind: BenchDatabaseKind,
  options: { serverUrl?: string; name: string },
): Promise<Database> {
  if (kind === "pglite") {
    const database = await openDatabase({ dataDir: "memory://" });
    await database.migrate();
    return database;
  }
  const serverUrl = options.serverUrl ?? "";
  await adminQuery(serverUrl, `drop database if exists ${options.name} with (force)`);
  await adminQuery(serverUrl, `create database ${options.name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${options.name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 4 });
  await database.migrate();
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(serverUrl, `drop database if exists ${options.name} with (force)`);
    },
  };
}

/** The core context of a bench: the system clock, no mail, no captcha, warnings only in the log. */
export function benchContext(database: Database, name: string): CoreContext {
  return {
    db: database.db,
    clock: systemClock,
    mailer: { send: async () => {}, close: () => {} },
    captcha: createCaptchaVerifier({ provider: "none" }),
    log: pino({ level: "warn" }),
    config: {
      ...DEFAULT_CORE_CONFIG,
      publicUrl: "http://localhost:3000",
      sessionSecret: `${name}-secret-0123456789abcdef`,
    },
  };
}

const text = (s: string) => ({ ja: s, en: s });
const DAY = 86_400_000;

/**
 * A campaign the benches make: running since `sinceDays` ago (1 hour by default) for a month, one NFT,
 * no condition; `overrides` change any field (the supply, the conditions, the reward…).
 */
export function benchCampaignDefinition(
  overrides: Partial<CampaignDefinitionInput> & { totalSupply: number },
  sinceDays = 1 / 24,
): CampaignDefinitionInput {
  const now = Date.now();
  const iso = (days: number) => new Date(now + days * DAY).toISOString();
  return {
    title: text("Bench"),
    description: text("Bench"),
    terms: text("Terms"),
    privacyPolicy: text("Privacy"),
    startsAt: iso(-sinceDays),
    endsAt: iso(30),
    distributionStartsAt: iso(-sinceDays),
    distributionEndsAt: iso(60),
    nfts: [{ key: "main", name: text("NFT"), description: text("NFT"), imageUrl: "/demo/nft.png" }],
    conditions: [{ type: "NONE" }],
    ...overrides,
  };
}

/**
 * A project of the operator's with one campaign of single-use codes (one known code, BENCH-SEED) and one
 * NFT, running since `sinceDays` ago: what the benches fill with rows by SQL.
 */
export async function benchCodeCampaign(
  ctx: CoreContext,
  operator: Operator,
  options: { name: string; supply: number; sinceDays: number },
): Promise<{ projectId: string; campaignId: string; nftId: string; conditionId: string }> {
  const project = await createProject(ctx, operator, {
    name: text(options.name),
    description: text("Bench"),
    allowedCountries: ["JP"],
  });
  const campaign = await createCampaign(ctx, operator, {
    projectId: project.id,
    definition: benchCampaignDefinition(
      {
        totalSupply: options.supply,
        conditions: [{ type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "BENCH-SEED" }] }],
      },
      options.sinceDays,
    ),
  });
  return {
    projectId: project.id,
    campaignId: campaign.id,
    nftId: campaign.nftIds.main ?? "",
    conditionId: campaign.conditionIds[0] ?? "",
  };
}
