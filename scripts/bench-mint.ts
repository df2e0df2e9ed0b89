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
//
// `npm run bench:mint -- --weak-rpc`: the relayer talks to the chain through the sandbox's weak RPC proxy
// (packages/sandbox/src/weak-rpc-proxy.ts): BENCH_RPC_RATE calls/s (10; a batch costs one per call, HTTP
// 429 with Retry-After beyond it) and a share BENCH_RPC_TIMEOUT_SHARE (0.02) of requests never answered,
// half of them after reaching the node (seed BENCH_RPC_SEED, 1; port BENCH_RPC_PORT, 8548). 200 claims by
// default. Besides the figures it prints the longest time a mint stayed SUBMITTED (watched every second)
// and what the proxy refused; it exits 1 when a mint stayed SUBMITTED over 5 minutes or is not minted.
// The audit reads the node directly, not through the proxy.
import { loadavg } from "node:os";
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
import { startLocalChain, startWeakRpcProxy, type WeakRpcProxy } from "@fanfare/sandbox";
import { sql } from "drizzle-orm";
import pg from "pg";
import pino from "pino";

const WEAK_RPC = process.argv.includes("--weak-rpc");
const CLAIMS = Number(process.env.BENCH_CLAIMS || (WEAK_RPC ? 200 : 5_000));
const RPC_RATE = Number(process.env.BENCH_RPC_RATE || 10);
const RPC_TIMEOUT_SHARE = Number(process.env.BENCH_RPC_TIMEOUT_SHARE ?? 0.02);
const RPC_SEED = Number(process.env.BENCH_RPC_SEED || 1);
const RPC_PORT = Number(process.env.BENCH_RPC_PORT || 8548);
/** The issue's bound: no mint stays SUBMITTED longer than this. */
const MAX_SUBMITTED_MS = 5 * 60_000;
const CHAIN_PORT = Number(process.env.BENCH_CHAIN_PORT || 8547);
const BLOCK_MS = Number(process.env.BENCH_BLOCK_MS ?? 1_000);
const BATCH = Number(process.env.BENCH_BATCH || 500);
const CLAIM_CONCURRENCY = 50;
// Its own database in weak-RPC mode, so the two modes can run side by side.
const DB_NAME = WEAK_RPC ? "fanfare_bench_mint_weak" : "fanfare_bench_mint";
const DEADLINE_MS = Number(process.env.BENCH_DEADLINE_S || (WEAK_RPC ? 600 : 1_200)) * 1000;
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
  const proxy: WeakRpcProxy | null = WEAK_RPC
    ? await startWeakRpcProxy({
        upstream: chain.url,
        port: RPC_PORT,
        ratePerSecond: RPC_RATE,
        timeoutShare: RPC_TIMEOUT_SHARE,
        seed: RPC_SEED,
      })
    : null;
  const rpcUrl = proxy?.url ?? chain.url;
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
        chain: { defaultChainId: 31337, rpcUrls: { 31337: rpcUrl }, minterPrivateKey: TEST_MINTER_KEY },
      },
    };
    say(
      `bench:mint — ${CLAIMS} claims, ${label}, hardhat node ${chain.url} (${BLOCK_MS > 0 ? `a block every ${BLOCK_MS} ms` : "automine"}), batches of ${BATCH}`,
    );
    if (proxy) {
      say(
        `  weak RPC: ${proxy.url} → the node; ${RPC_RATE} calls/s (429 beyond), ${(RPC_TIMEOUT_SHARE * 100).toFixed(1)} % of requests unanswered (seed ${RPC_SEED}); the relayer is told the plan and sends at most ${Math.min(BATCH, RPC_RATE * 5)} mints a round`,
      );
    }
    say(
      `  load average at start ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
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
      rpcUrl,
      privateKey: TEST_MINTER_KEY,
      batchSize: BATCH,
      idleMs: 50,
      stuckAfterMs: 60_000,
      // The plan the relayer is told about (RPC_RATE_<chainId> in a deployment): it paces itself to it.
      rpcCallsPerSecond: proxy ? RPC_RATE : 0,
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

    const deadline = Date.now() + DEADLINE_MS;
    let last = -1;
    // Each stretch a mint spends SUBMITTED (watched every second: a replacement renews submitted_at, a
    // requeue ends the stretch), so "none SUBMITTED over 5 minutes" is measured, not inferred.
    const submittedSince = new Map<string, number>();
    let longestSubmittedMs = 0;
    for (;;) {
      const counts = (await database.db.execute(
        sql`select status, count(*)::int as n from mint_jobs group by status`,
      )) as unknown as { rows: { status: string; n: number }[] };
      const by = Object.fromEntries(counts.rows.map((r) => [r.status, r.n]));
      const done = (by.MINTED ?? 0) + (by.FAILED ?? 0);
      const submitted = (await database.db.execute(
        sql`select claim_id from mint_jobs where status = 'SUBMITTED'`,
      )) as unknown as { rows: { claim_id: string }[] };
      const t = performance.now();
      const still = new Set(submitted.rows.map((r) => r.claim_id));
      for (const id of still) if (!submittedSince.has(id)) submittedSince.set(id, t);
      for (const [id, since] of submittedSince) {
        longestSubmittedMs = Math.max(longestSubmittedMs, t - since);
        if (!still.has(id)) submittedSince.delete(id);
      }
      if (done !== last || (proxy && Math.round((t - started) / 1000) % 10 === 0)) {
        const limits = proxy ? `  proxy ${JSON.stringify(proxy.stats())}` : "";
        say(`  t=${((t - started) / 1000).toFixed(1)} s  ${JSON.stringify(by)}${limits}`);
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
    const firstSubmit = Math.min(...timing.rows.map((r) => Number(r.submitted_ms)), Number.POSITIVE_INFINITY);
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
    const waiting = (await database.db.execute(sql`
      select count(*)::int as n, coalesce(max(extract(epoch from (now() - c.created_at)) * 1000), 0) as oldest_ms
        from mint_jobs m join claims c on c.id = m.claim_id where m.status <> 'MINTED'`)) as unknown as {
      rows: { n: number; oldest_ms: number }[];
    };
    const unminted = waiting.rows[0]?.n ?? 0;
    const oldestWaitMs = Math.max(latencies.at(-1) ?? 0, Number(waiting.rows[0]?.oldest_ms ?? 0));
    say(
      `  oldest wait        ${(oldestWaitMs / 1000).toFixed(2)} s   (claim → minted, or → now for the ${unminted} not minted)`,
    );
    say(`  longest SUBMITTED  ${(longestSubmittedMs / 1000).toFixed(1)} s   (watched every second; bound 300 s)`);
    if (proxy) {
      const s = proxy.stats();
      say(
        `  weak RPC           ${s.requests} requests (${s.calls} calls): ${s.limited} answered 429, ${s.tooLarge} answered 413 (batch over the burst), ${s.hung} unanswered (${s.hungButForwarded} of them reached the node), ${s.forwarded} answered`,
      );
      const r = relayer.relayer.conn.rpcStats;
      say(
        `  relayer saw        ${r.rateLimited} 429s (each retried after its Retry-After), ${r.timedOut} timeouts, ${(r.waitedMs / 1000).toFixed(1)} s waited for the budget or a Retry-After (summed over concurrent requests)`,
      );
    }
    say(
      `  load average       ${loadavg()
        .map((n) => n.toFixed(2))
        .join(" ")}`,
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
      longestSubmittedMs <= MAX_SUBMITTED_MS &&
      audit.claims === CLAIMS &&
      audit.mintEvents === CLAIMS &&
      audit.exactlyOnceWithRightOwner === CLAIMS &&
      inWebWallets === CLAIMS;
    if (!ok) {
      if (longestSubmittedMs > MAX_SUBMITTED_MS) say("  INVARIANT BROKEN: a mint stayed SUBMITTED over 5 minutes");
      say(`  INVARIANT BROKEN: ${audit.problems.join("; ")}`);
      process.exitCode = 1;
    } else {
      say("  invariants hold: every claim has exactly one token, with the right owner");
    }
  } finally {
    if (stopRelayer) await stopRelayer().catch(() => {});
    await database.close();
    await drop().catch(() => {});
    await proxy?.close();
    await chain.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
