// `npm run bench:mint`: a 5,000-claim drop minted on a local chain by the real relayer, measured and
// then checked on the chain itself. Not part of `npm test`. Prints mints/s and claim-to-minted
// latency, and exits 1 when any claim lacks exactly one token with the right owner (2 when the setup
// fails).
//
// The drop: 5,000 fans claim as fast as the claim verb lets them (50 at a time) while the relayer runs
// in this process (as it does in the worker), minting into each fan's web wallet (made on first need).
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres: the database
// `fanfare_bench_mint` is created there and dropped; unreachable → embedded PGlite), BENCH_PGLITE=1 to
// use PGlite anyway, BENCH_CHAIN_PORT (8547), BENCH_BLOCK_MS (1000: a block a second, as Polygon-ish
// chains do; 0 = Hardhat's automine), BENCH_CLAIMS (5000), BENCH_BATCH (500 mints per JSON-RPC batch).
import { performance } from "node:perf_hooks";
import {
  addOperator,
  type CoreContext,
  claim,
  createCampaign,
  createCaptchaVerifier,
  createCompany,
  createProject,
  type Database,
  DEFAULT_CORE_CONFIG,
  openDatabase,
  publishProject,
  requireOperator,
  runRelayer,
  setCampaignStatus,
  systemClock,
} from "@fanfare/core";
import { auditCampaignMints, TEST_MINTER_KEY } from "@fanfare/core/testing/chain";
import { startLocalChain } from "@fanfare/sandbox";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";

const CLAIMS = Number(process.env.BENCH_CLAIMS || 5_000);
const CHAIN_PORT = Number(process.env.BENCH_CHAIN_PORT || 8547);
const BLOCK_MS = Number(process.env.BENCH_BLOCK_MS ?? 1_000);
const BATCH = Number(process.env.BENCH_BATCH || 500);
const CLAIM_CONCURRENCY = 50;
const DB_NAME = "fanfare_bench_mint";
const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const say = (line: string) => console.log(line);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL, connectionTimeoutMillis: 2_000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** PostgreSQL when reachable (a fresh database), else PGlite in memory. */
async function openBenchDatabase(): Promise<{ database: Database; label: string; drop: () => Promise<void> }> {
  if (process.env.BENCH_PGLITE !== "1") {
    try {
      await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
      await adminQuery(`create database ${DB_NAME}`);
      const url = new URL(SERVER_URL);
      url.pathname = `/${DB_NAME}`;
      const database = await openDatabase({ url: url.toString() });
      return {
        database,
        label: `PostgreSQL (${url.host})`,
        drop: () => adminQuery(`drop database if exists ${DB_NAME} with (force)`),
      };
    } catch (error) {
      say(`PostgreSQL unreachable (${error instanceof Error ? error.message : String(error)}): using PGlite`);
    }
  }
  const database = await openDatabase({ dataDir: "memory://" });
  return { database, label: "PGlite (in memory)", drop: async () => {} };
}

const text = (s: string) => ({ ja: s, en: s });

async function main() {
  const chain = await startLocalChain({ port: CHAIN_PORT, blockTimeMs: BLOCK_MS });
  const { database, label, drop } = await openBenchDatabase();
  let stopRelayer: (() => Promise<void>) | null = null;
  try {
    await database.migrate();
    const ctx: CoreContext = {
      db: database.db,
      clock: systemClock,
      mailer: { send: async () => {}, close: () => {} },
      captcha: createCaptchaVerifier({ provider: "none" }),
      log: pino({ level: "warn" }),
      config: {
        ...DEFAULT_CORE_CONFIG,
        publicUrl: "http://localhost:3000",
        sessionSecret: "bench-secret-bench-secret-bench-secret",
        walletKeys: { current: Buffer.alloc(32, 9), previous: [] },
        chain: { defaultChainId: 31337, rpcUrls: { 31337: chain.url }, minterPrivateKey: TEST_MINTER_KEY },
      },
    };
    say(
      `bench:mint — ${CLAIMS} claims, ${label}, hardhat node ${chain.url} (${BLOCK_MS > 0 ? `a block every ${BLOCK_MS} ms` : "automine"}), batches of ${BATCH}`,
    );

    // Setup: a campaign of CLAIMS units, CLAIMS fans who accepted its policies (straight into the tables).
    const company = await createCompany(ctx, { name: "Bench label" });
    const { userId } = await addOperator(ctx, { companyId: company.id, email: "op@bench.example", role: "OWNER" });
    const operator = await requireOperator(ctx, userId);
    const project = await createProject(ctx, operator, {
      name: text("Bench"),
      description: text("Bench"),
      allowedCountries: ["JP"],
    });
    await publishProject(ctx, operator, { projectId: project.id });
    const now = Date.now();
    const iso = (h: number) => new Date(now + h * 3_600_000).toISOString();
    const campaign = await createCampaign(ctx, operator, {
      projectId: project.id,
      definition: {
        title: text("Bench drop"),
        description: text("Bench"),
        terms: text("Terms"),
        privacyPolicy: text("Privacy"),
        startsAt: iso(-1),
        endsAt: iso(24),
        distributionStartsAt: iso(-1),
        distributionEndsAt: iso(48),
        totalSupply: CLAIMS,
        nfts: [{ key: "main", name: text("Bench NFT"), description: text("Bench"), imageUrl: "/demo/nft.png" }],
        conditions: [{ type: "NONE" }],
      },
    });
    await setCampaignStatus(ctx, operator, { campaignId: campaign.id, status: "PUBLISH" });
    const fans = (await database.db.execute(sql`
      insert into users (email, email_normalized, country)
      select 'fan-' || g || '@bench.example', 'fan-' || g || '@bench.example', 'JP' from generate_series(1, ${CLAIMS}) g
      returning id`)) as unknown as { rows: { id: string }[] };
    await database.db.execute(
      sql`insert into policy_acceptances (campaign_id, user_id) select ${campaign.id}::uuid, id from users where email like 'fan-%@bench.example'`,
    );
    const fanIds = fans.rows.map((r) => r.id);

    // The drop: the relayer is running before the first claim, as in production.
    const relayer = runRelayer(ctx, {
      chainId: 31337,
      rpcUrl: chain.url,
      privateKey: TEST_MINTER_KEY,
      batchSize: BATCH,
      idleMs: 50,
      stuckAfterMs: 60_000,
    });
    stopRelayer = () => relayer.stop();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: CLAIM_CONCURRENCY }, async () => {
        while (next < fanIds.length) {
          const fanId = fanIds[next++] as string;
          await claim(ctx, { fanId, campaignId: campaign.id, idempotencyKey: `bench-${fanId}` });
        }
      }),
    );
    const claimedMs = performance.now() - started;
    say(`  claims: ${CLAIMS} in ${(claimedMs / 1000).toFixed(1)} s (${((CLAIMS / claimedMs) * 1000).toFixed(0)}/s)`);

    const deadline = Date.now() + 20 * 60_000;
    let last = -1;
    for (;;) {
      const counts = (await database.db.execute(
        sql`select status, count(*)::int as n from mint_jobs group by status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      const by = Object.fromEntries(counts.rows.map((r) => [r.status, r.n]));
      const done = (by.MINTED ?? 0) + (by.FAILED ?? 0);
      if (done !== last) {
        say(`  t=${((performance.now() - started) / 1000).toFixed(1)} s  ${JSON.stringify(by)}`);
        last = done;
      }
      if (done >= CLAIMS || Date.now() > deadline) break;
      await new Promise((r) => setTimeout(r, 1_000));
    }
    const wallMs = performance.now() - started;
    await relayer.stop();
    stopRelayer = null;

    const timing = (await database.db.execute(sql`
      select extract(epoch from (m.minted_at - c.created_at)) * 1000 as latency_ms,
             extract(epoch from m.minted_at) * 1000 as minted_ms,
             extract(epoch from m.submitted_at) * 1000 as submitted_ms
        from mint_jobs m join claims c on c.id = m.claim_id where m.status = 'MINTED'`)) as unknown as {
      rows: { latency_ms: number; minted_ms: number; submitted_ms: number }[];
    };
    const latencies = timing.rows.map((r) => Number(r.latency_ms)).sort((a, b) => a - b);
    const firstSubmit = Math.min(...timing.rows.map((r) => Number(r.submitted_ms)));
    const lastMint = Math.max(...timing.rows.map((r) => Number(r.minted_ms)));
    const minted = timing.rows.length;
    say("");
    say(
      `  mints/s (drop)     ${((minted / wallMs) * 1000).toFixed(1)}   (${minted} minted ÷ first claim → last receipt, ${(wallMs / 1000).toFixed(1)} s)`,
    );
    say(
      `  mints/s (relayer)  ${((minted / (lastMint - firstSubmit)) * 1000).toFixed(1)}   (÷ first send → last receipt, ${((lastMint - firstSubmit) / 1000).toFixed(1)} s)`,
    );
    say(
      `  claim → minted     p50 ${(quantile(latencies, 0.5) / 1000).toFixed(2)} s, p95 ${(quantile(latencies, 0.95) / 1000).toFixed(2)} s, max ${((latencies.at(-1) ?? 0) / 1000).toFixed(2)} s`,
    );

    // On the chain: exactly one token per claim, owned by the recipient the database names, which is
    // the fan's web wallet.
    const audit = await auditCampaignMints(ctx, chain.url, campaign.id);
    const wallets = (await database.db.execute(sql`
      select count(*)::int as n from mint_jobs m join claims c on c.id = m.claim_id
        join web_wallets w on w.user_id = c.user_id and lower(w.address) = lower(m.recipient)`)) as unknown as {
      rows: { n: number }[];
    };
    const inWebWallets = wallets.rows[0]?.n ?? 0;
    say(
      `  on chain           ${audit.mintEvents} mint events for ${audit.claims} claims; ${audit.exactlyOnceWithRightOwner} with exactly one token owned by the recorded recipient; ${inWebWallets} recipients are the fan's web wallet`,
    );
    const ok =
      audit.claims === CLAIMS &&
      audit.mintEvents === CLAIMS &&
      audit.exactlyOnceWithRightOwner === CLAIMS &&
      inWebWallets === CLAIMS;
    if (!ok) {
      say(`  INVARIANT BROKEN: ${audit.problems.join("; ")}`);
      process.exitCode = 1;
    } else {
      say("  invariants hold: every claim has exactly one token, with the right owner");
    }
  } finally {
    if (stopRelayer) await stopRelayer().catch(() => {});
    await database.close();
    await drop().catch(() => {});
    await chain.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
