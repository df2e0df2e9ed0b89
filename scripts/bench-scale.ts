// `npm run bench:scale`: several real API processes (apps/api/src/main.ts serve, as in production) and
// job workers on one PostgreSQL, a crowd of signed-in fans claiming supply-limited campaigns through a
// round-robin over the processes, and the invariants checked from the database afterwards: no over-issue,
// no fan over its limit, a retried key answered with the same claim by either process, the counter equal
// to the rows, every claim with its mint job; with `--mint`, every claim minted exactly once on a local
// chain by whichever worker's relayer holds the lease. Not part of `npm test`; docs/scaling.md.
//
// Phases, each on its own campaign: the crowd (BENCH_FANS fans, two attempts each at random moments: the
// second a retry with the same key for half of them, a new key for the others) through one process, then
// the same through all of them; then the twins (a fan's two attempts sent back to back, so the
// round-robin puts them in two processes at once) through one process and through all.
//
//   npm run bench:scale [-- --processes N] [--workers N] [--mint]
//
// --processes N   API processes (default 2, at most 8), on ports BENCH_SCALE_PORT (3600), 3601, …
// --workers N     `main.ts worker` processes (default 2; 0 for none).
// --mint          a local chain (hardhat node, a block a second) on BENCH_CHAIN_PORT (8846); the workers
//                 run their relayers against it (NODE_ENV=development there: production refuses the
//                 local chain and its well-known key). Waits until every claim is minted, then audits the
//                 chain. The relayers' work overlaps the claim phases, as it would in production.
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, where the database
// BENCH_DB_NAME, default `fanfare_bench_scale`, is created and dropped), BENCH_SUPPLY (5000 per campaign),
// BENCH_FANS (10000), BENCH_LOG_LEVEL (warn). Exits 1 when an invariant is broken, 2 when the setup fails. PostgreSQL only: an
// embedded PGlite database belongs to the one process that opened it.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import http from "node:http";
import { cpus, loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { createInterface } from "node:readline";
import {
  addOperator,
  createCampaign,
  createCompany,
  createProject,
  publishProject,
  requireOperator,
  setCampaignStatus,
  signAccessToken,
} from "@fanfare/core";
import { auditCampaignMints } from "@fanfare/core/testing/chain";
import { type LocalChain, startLocalChain } from "@fanfare/sandbox";
import type pg from "pg";
import { benchCampaignDefinition, benchContext, openBenchDatabase } from "./lib/bench-database";
import { isPortFree } from "./lib/net.mjs";
import { repoRoot, tsxArgs } from "./lib/paths.mjs";
import {
  type Answered,
  type Attempt,
  cpuTicksOfStat,
  pairedAttempts,
  type RunFigures,
  roundRobin,
  shuffledAttempts,
  summariseRun,
} from "./lib/scale-figures";

const USAGE = "Usage: npm run bench:scale [-- --processes N] [--workers N] [--rounds N] [--mint]";

function parseArgs(argv: string[]) {
  const options = { processes: 2, workers: 2, rounds: 1, mint: false };
  const bounds = { "--processes": [1, 8], "--workers": [0, 8], "--rounds": [1, 5] } as const;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === "--mint") options.mint = true;
    else if (arg === "--processes" || arg === "--workers" || arg === "--rounds") {
      const value = Number(argv[++i]);
      const [min, max] = bounds[arg];
      if (!Number.isInteger(value) || value < min || value > max) {
        console.error(`${arg} takes a whole number from ${min} to ${max}\n${USAGE}`);
        process.exit(2);
      }
      options[arg.slice(2) as "processes" | "workers" | "rounds"] = value;
    } else {
      console.error(`Unknown argument ${arg}\n${USAGE}`);
      process.exit(2);
    }
  }
  if (options.mint && options.workers === 0) {
    console.error(`--mint needs a worker: its relayer mints\n${USAGE}`);
    process.exit(2);
  }
  return options;
}

const OPTIONS = parseArgs(process.argv.slice(2));
const FANS = Number(process.env.BENCH_FANS || 10_000);
const SUPPLY = Number(process.env.BENCH_SUPPLY || 5_000);
const WARMUP_FANS = 1_000;
const WARMUP_SUPPLY = 500;
/** Requests in flight at any moment, over all processes (bench-claim's figure). */
const CONCURRENCY = 200;
const DB_NAME = process.env.BENCH_DB_NAME || "fanfare_bench_scale";
const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const BASE_PORT = Number(process.env.BENCH_SCALE_PORT || 3600);
const CHAIN_PORT = Number(process.env.BENCH_CHAIN_PORT || 8846);
const MINT_DEADLINE_MS = 600_000;
const SECRET = randomBytes(32).toString("hex");
// Required in production; every process must have the same one (a wallet sealed by one is opened by another).
const WALLET_KEY = randomBytes(32).toString("base64url");
const WEBHOOK_KEY = randomBytes(32).toString("base64url");
// BENCH_LOG_LEVEL=debug shows, among much else, each claim group that falls back to single claims.
const LOG_LEVEL = process.env.BENCH_LOG_LEVEL || "warn";
const CORES = cpus().length;
const CLK_TCK = Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim()) || 100;

const dbUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();
const ports = Array.from({ length: OPTIONS.processes }, (_, i) => BASE_PORT + i);

const say = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const uptime = () => execFileSync("uptime", { encoding: "utf8" }).trim();
const ms = (n: number) => `${n.toFixed(1)} ms`;
const pct = (n: number) => `${(n * 100).toFixed(1)} %`;

// ---------------------------------------------------------------- setup ---------------------------------

const text = (s: string) => ({ ja: s, en: s });

type Campaign = { name: string; id: string; supply: number };
/** A claim phase: its campaign, the processes its requests go to, and whether a fan's two attempts are twins. */
type Phase = Campaign & { upstreams: number[]; twins: boolean };
type Setup = {
  pool: pg.Pool;
  ctx: ReturnType<typeof benchContext>;
  close: () => Promise<void>;
  fans: string[];
  warmup: Campaign;
  /** One campaign per phase: through one process, then through all of them. */
  phases: Phase[];
};

async function setup(): Promise<Setup> {
  const database = await openBenchDatabase("postgres", { serverUrl: SERVER_URL, name: DB_NAME });
  const ctx = benchContext(database, "bench-scale");
  const pool = database.pool as pg.Pool;
  const company = await createCompany(ctx, { name: "Bench label" });
  const { userId } = await addOperator(ctx, { companyId: company.id, email: "op@bench.example", role: "OWNER" });
  const operator = await requireOperator(ctx, userId);
  const project = await createProject(ctx, operator, {
    name: text("Bench"),
    description: text("Bench"),
    allowedCountries: ["JP"],
  });
  await publishProject(ctx, operator, { projectId: project.id });
  const make = async (name: string, supply: number): Promise<Campaign> => {
    const created = await createCampaign(ctx, operator, {
      projectId: project.id,
      definition: benchCampaignDefinition({ totalSupply: supply }),
    });
    await setCampaignStatus(ctx, operator, { campaignId: created.id, status: "PUBLISH" });
    return { name, id: created.id, supply };
  };
  const warmup = await make("warm-up", WARMUP_SUPPLY);
  const all = Array.from({ length: OPTIONS.processes }, (_, i) => i);
  // The crowd (each attempt at its own random moment) through one process, then through all of them;
  // then the twins (a fan's two attempts back to back: with several processes, in two of them at once).
  // --rounds repeats the whole sequence, so a busy moment of a shared machine shows as a difference
  // between rounds rather than between one process and several.
  const phases: Phase[] = [];
  for (let round = 1; round <= OPTIONS.rounds; round++) {
    const suffix = OPTIONS.rounds > 1 ? ` #${round}` : "";
    const n = `${OPTIONS.processes} processes`;
    phases.push({ ...(await make(`1 process${suffix}`, SUPPLY)), upstreams: [0], twins: false });
    if (OPTIONS.processes > 1) phases.push({ ...(await make(`${n}${suffix}`, SUPPLY)), upstreams: all, twins: false });
    phases.push({ ...(await make(`1 process, twins${suffix}`, SUPPLY)), upstreams: [0], twins: true });
    if (OPTIONS.processes > 1)
      phases.push({ ...(await make(`${n}, twins${suffix}`, SUPPLY)), upstreams: all, twins: true });
  }

  // Fans straight into the tables (no mail round trip): accounts, one session each, policies accepted.
  await pool.query(
    `insert into users (email, email_normalized, country)
     select 'fan-' || g || '@bench.example', 'fan-' || g || '@bench.example', 'JP' from generate_series(1, $1) g`,
    [FANS],
  );
  const sessions = await pool.query<{ id: string; user_id: string }>(
    "insert into sessions (user_id) select id from users where email like 'fan-%@bench.example' returning id, user_id",
  );
  for (const campaign of [warmup, ...phases]) {
    await pool.query(
      "insert into policy_acceptances (campaign_id, user_id) select $1, id from users where email like 'fan-%@bench.example'",
      [campaign.id],
    );
  }
  const now = new Date();
  const fans = sessions.rows.map((s) => signAccessToken({ sub: s.user_id, sid: s.id }, SECRET, now, 3_600).token);
  if (fans.length !== FANS) throw new Error("fan setup incomplete");
  return { pool, ctx, close: () => database.close(), fans, warmup, phases };
}

// ---------------------------------------------------------------- processes ------------------------------

type Child = { name: string; child: ChildProcess };
let stopping = false;
/** Every process started, so a failed start still stops the ones already running. */
const started: Child[] = [];

/**
 * Starts `main.ts <command>`. With `readyWhen`, its log is read at LOG_LEVEL=info (a worker logs little:
 * its start, its jobs) until each of those messages has appeared; only warnings and errors are shown.
 */
function spawnChild(
  name: string,
  command: "serve" | "worker",
  env: NodeJS.ProcessEnv,
  readyWhen: string[] = [],
): Child & { ready: Promise<void> } {
  const child = spawn(process.execPath, tsxArgs("apps/api/src/main.ts", command), {
    cwd: repoRoot,
    env: readyWhen.length > 0 ? { ...env, LOG_LEVEL: "info" } : env,
    stdio: ["ignore", readyWhen.length > 0 ? "pipe" : "inherit", "inherit"],
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${name} exited early (${code ?? signal})`);
      process.exit(2);
    }
  });
  const waiting = new Set(readyWhen);
  const ready = new Promise<void>((resolve) => {
    if (waiting.size === 0 || !child.stdout) return resolve();
    createInterface({ input: child.stdout }).on("line", (line) => {
      let entry: { level?: number; msg?: string } = {};
      try {
        entry = JSON.parse(line) as typeof entry;
      } catch {
        console.log(`${name}: ${line}`);
        return;
      }
      if ((entry.level ?? 0) >= 40) console.log(`${name}: ${line}`);
      if (entry.msg && waiting.delete(entry.msg) && waiting.size === 0) resolve();
    });
  });
  started.push({ name, child });
  return { name, child, ready };
}

/** What every process shares: the database, the secrets (tokens made by one are read by all), the data dir. */
function sharedEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: dbUrl,
    API_HOST: "127.0.0.1",
    SESSION_SECRET: SECRET,
    WALLET_ENCRYPTION_KEY: WALLET_KEY,
    WEBHOOK_SECRET_ENCRYPTION_KEY: WEBHOOK_KEY,
    WEB_PROXY_SECRET: SECRET,
    // Per-request info lines would measure the terminal, not the API.
    LOG_LEVEL,
    DATA_DIR: join(repoRoot, ".data", "bench-scale"),
  };
}

async function waitReady(port: number) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the API on ${port} did not become ready within 90 s`);
}

async function startProcesses(): Promise<{ apis: Child[]; workers: Child[] }> {
  const env = sharedEnv();
  const apis = ports.map((port) => spawnChild(`api:${port}`, "serve", { ...env, API_PORT: String(port) }));
  await Promise.all(ports.map(waitReady));
  // No chain in production mode: claims queue their mint jobs and the workers run the jobs only. With
  // --mint the workers run in development mode, where the default chain is the local one on CHAIN_PORT
  // and the relayer's key is Hardhat's account #0 (both refused in production).
  const workerEnv = OPTIONS.mint ? { ...env, NODE_ENV: "development", CHAIN_PORT: String(CHAIN_PORT) } : env;
  // Started when they say so, so their start-up is not measured as part of the first phase.
  const readyWhen = OPTIONS.mint ? ["job worker started", "mint relayer started"] : ["job worker started"];
  const workers = Array.from({ length: OPTIONS.workers }, (_, i) =>
    spawnChild(`worker${i + 1}`, "worker", workerEnv, readyWhen),
  );
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.all(workers.map((w) => w.ready)),
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error("the workers did not start within 90 s")), 90_000);
    }),
  ]).finally(() => clearTimeout(timer));
  return { apis, workers };
}

// ---------------------------------------------------------------- CPU ------------------------------------

function ticksOf(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    return cpuTicksOfStat(readFileSync(`/proc/${pid}/stat`, "utf8"));
  } catch {
    return null;
  }
}

type CpuSnapshot = { children: Map<string, number>; postgres: Map<number, number>; bench: NodeJS.CpuUsage };

/** CPU used so far by each child, by the PostgreSQL backends of the bench database, and by this process. */
async function cpuSnapshot(pool: pg.Pool, children: Child[]): Promise<CpuSnapshot> {
  const backends = await pool.query<{ pid: number }>("select pid from pg_stat_activity where datname = $1", [DB_NAME]);
  const postgres = new Map<number, number>();
  for (const { pid } of backends.rows) {
    const ticks = ticksOf(pid);
    if (ticks !== null) postgres.set(pid, ticks);
  }
  const byName = new Map<string, number>();
  for (const c of children) byName.set(c.name, ticksOf(c.child.pid) ?? 0);
  return { children: byName, postgres, bench: process.cpuUsage() };
}

/** CPU seconds between two snapshots: per child, the database's backends (those alive at the end) and the bench. */
function cpuSeconds(before: CpuSnapshot, after: CpuSnapshot) {
  const children = new Map<string, number>();
  for (const [name, ticks] of after.children) children.set(name, (ticks - (before.children.get(name) ?? 0)) / CLK_TCK);
  let pgTicks = 0;
  for (const [pid, ticks] of after.postgres) pgTicks += ticks - (before.postgres.get(pid) ?? 0);
  const bench = process.cpuUsage(before.bench);
  return { children, postgres: pgTicks / CLK_TCK, bench: (bench.user + bench.system) / 1e6 };
}

/**
 * The bench database's transaction counts (pg_stat_database): commits per attempt show how much the
 * claim groups gather; a group that falls back to single claims rolls its statement back.
 */
async function databaseStats(pool: pg.Pool) {
  const [row] = (
    await pool.query(
      "select xact_commit::float8 as commits, xact_rollback::float8 as rollbacks, deadlocks::float8 as deadlocks from pg_stat_database where datname = $1",
      [DB_NAME],
    )
  ).rows as Array<{ commits: number; rollbacks: number; deadlocks: number }>;
  return row ?? { commits: 0, rollbacks: 0, deadlocks: 0 };
}

// ---------------------------------------------------------------- load -----------------------------------

const agents = ports.map(() => new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY }));

function postClaim(upstream: number, campaignId: string, token: string, key: string) {
  const payload = JSON.stringify({ idempotencyKey: key });
  const started = performance.now();
  return new Promise<{ status: number; body: string; ms: number; at: number }>((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: ports[upstream],
        method: "POST",
        path: `/api/v1/campaigns/${campaignId}/claim`,
        agent: agents[upstream],
        headers: {
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(payload)),
          cookie: `ff_at=${token}`,
          "x-fanfare-csrf": "1",
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const at = performance.now();
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), ms: at - started, at });
        });
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(payload);
  });
}

function outcomeOf(status: number, body: string): string {
  if (status === 200) return "200";
  try {
    return `${status}:${(JSON.parse(body) as { code?: string }).code ?? "?"}`;
  } catch {
    return String(status);
  }
}

/**
 * Sends `attempts` with CONCURRENCY in flight (a closed loop), each to the next process of the
 * round-robin at the moment it is sent: a fan's two attempts, side by side in the list, leave back to
 * back and so reach two different processes when there are two or more.
 */
async function sendClaims(s: Setup, campaign: Campaign, upstreams: number[], attempts: Attempt[]) {
  const pick = roundRobin(upstreams);
  const answers: Answered[] = new Array(attempts.length);
  let next = 0;
  const startedAt = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < attempts.length) {
        const i = next++;
        const attempt = attempts[i] as Attempt;
        const upstream = pick();
        const answer = await postClaim(upstream, campaign.id, s.fans[attempt.fan] as string, attempt.key);
        const claimId = answer.status === 200 ? (JSON.parse(answer.body) as { claimId: string }).claimId : null;
        answers[i] = {
          attempt,
          upstream,
          status: answer.status,
          outcome: outcomeOf(answer.status, answer.body),
          claimId,
          ms: answer.ms,
          at: answer.at,
        };
      }
    }),
  );
  return { answers, startedAt, endedAt: performance.now() };
}

type PhaseResult = {
  campaign: Phase;
  figures: RunFigures;
  answers: Answered[];
  loadBefore: string;
  loadAfter: string;
  /** CPU milliseconds per attempt: the API processes together, the database's backends. */
  apiMs: number;
  pgMs: number;
  commitsPerAttempt: number;
};

async function claimPhase(s: Setup, campaign: Phase, children: Child[]) {
  const names = campaign.upstreams.map((u) => `:${ports[u]}`).join(" + ");
  const loadBefore = load();
  say(
    `\n  ${campaign.name} (API ${names}): supply ${campaign.supply}, ${FANS} fans × 2 attempts (${campaign.twins ? "a fan's two back to back" : "each at a random moment"}), ${CONCURRENCY} in flight (load average before: ${loadBefore})`,
  );
  const before = await cpuSnapshot(s.pool, children);
  const statsBefore = await databaseStats(s.pool);
  const run = await sendClaims(
    s,
    campaign,
    campaign.upstreams,
    (campaign.twins ? pairedAttempts : shuffledAttempts)(FANS, campaign.name.replace(/\W/gu, "")),
  );
  const cpu = cpuSeconds(before, await cpuSnapshot(s.pool, children));
  const figures = summariseRun(run.answers, { ...run, supply: campaign.supply, upstreams: ports.length });
  const loadAfter = load();
  say(`    ${figures.attempts} attempts in ${ms(figures.wallMs)}, ${figures.issued} claims issued`);
  say(`    attempts/s           ${figures.attemptsPerS.toFixed(0)}   (all attempts ÷ the whole run)`);
  say(
    `    successful claims/s  ${figures.claimsPerS.toFixed(0)}   (claims ÷ first request → the answer that issued the last unit, ${ms(figures.soldOutMs)})`,
  );
  say(`    latency p50 ${ms(figures.p50)}, p90 ${ms(figures.p90)}, p99 ${ms(figures.p99)}, max ${ms(figures.max)}`);
  say(`    answers ${[...figures.byOutcome].map(([k, v]) => `${k}=${v}`).join(" ")}`);
  for (const u of figures.perUpstream.filter((p) => campaign.upstreams.includes(p.upstream))) {
    say(
      `    api:${ports[u.upstream]}  ${u.requests} requests (${pct(u.share)}), ${u.claims} claims (${pct(u.claimShare)}), p50 ${ms(u.p50)}, p99 ${ms(u.p99)}, 5xx ${u.errors}`,
    );
  }
  const apiCpu = [...cpu.children].filter(([n]) => n.startsWith("api:"));
  const apiTotal = apiCpu.reduce((sum, [, v]) => sum + v, 0);
  const workerTotal = [...cpu.children].filter(([n]) => n.startsWith("worker")).reduce((sum, [, v]) => sum + v, 0);
  const wallS = figures.wallMs / 1000;
  say(
    `    CPU seconds: ${apiCpu.map(([n, v]) => `${n} ${v.toFixed(1)}`).join(", ")}, workers ${workerTotal.toFixed(1)}, PostgreSQL backends ${cpu.postgres.toFixed(1)}, bench (load generator) ${cpu.bench.toFixed(1)} — of ${CORES} cores × ${wallS.toFixed(1)} s = ${(CORES * wallS).toFixed(1)}`,
  );
  // What an attempt costs in CPU, whatever else the machine was doing: the figure that says what one
  // core of each kind can carry (the wall-clock rates above also measure the neighbours).
  const apiMs = (apiTotal * 1000) / figures.attempts;
  const pgMs = (cpu.postgres * 1000) / figures.attempts;
  say(
    `    CPU per attempt: API ${apiMs.toFixed(2)} ms (one core: ~${(1000 / apiMs).toFixed(0)} attempts/s), PostgreSQL ${pgMs.toFixed(2)} ms (one core: ~${(1000 / pgMs).toFixed(0)} attempts/s), load generator ${((cpu.bench * 1000) / figures.attempts).toFixed(2)} ms`,
  );
  // A backend reports its counts at most once a second: wait for the last ones before reading them.
  await new Promise((r) => setTimeout(r, 1_500));
  const stats = await databaseStats(s.pool);
  const commits = stats.commits - statsBefore.commits;
  say(
    `    PostgreSQL: ${commits} transactions committed (${(commits / figures.attempts).toFixed(2)} per attempt), ${stats.rollbacks - statsBefore.rollbacks} rolled back, ${stats.deadlocks - statsBefore.deadlocks} deadlocks`,
  );
  say(`    load average after: ${loadAfter}`);
  return {
    campaign,
    figures,
    answers: run.answers,
    loadBefore,
    loadAfter,
    apiMs,
    pgMs,
    commitsPerAttempt: commits / figures.attempts,
  } satisfies PhaseResult;
}

// ---------------------------------------------------------------- invariants -----------------------------

type Check = [string, boolean];

async function campaignChecks(s: Setup, result: PhaseResult): Promise<Check[]> {
  const { campaign, figures, answers } = result;
  const [row] = (
    await s.pool.query(
      `select c.claimed_count::int as counted, c.per_fan_limit::int as lim,
         (select count(*)::int from claims where campaign_id = c.id) as rows,
         (select coalesce(max(n), 0)::int from (select count(*) n from claims where campaign_id = c.id group by user_id) x) as most,
         (select count(*)::int from claims k left join mint_jobs m on m.claim_id = k.id
           where k.campaign_id = c.id and (m.claim_id is null or m.job_key <> 'mint:' || k.id)) as jobless,
         (select issued_count::int from campaign_nfts where campaign_id = c.id order by position limit 1) as nft
       from campaigns c where c.id = $1`,
      [campaign.id],
    )
  ).rows as Array<{ counted: number; lim: number; rows: number; most: number; jobless: number; nft: number }>;
  const answeredIds = [...new Set(answers.flatMap((a) => (a.claimId ? [a.claimId] : [])))];
  const known = await s.pool.query<{ n: number }>(
    "select count(*)::int as n from claims where campaign_id = $1 and id = any($2::uuid[])",
    [campaign.id, answeredIds],
  );
  const overIssue = Math.max(0, (row?.rows ?? 0) - campaign.supply, (row?.counted ?? 0) - campaign.supply);
  const n = campaign.name;
  say(
    `    ${n}: over-issue ${overIssue}, ${row?.rows} claim rows, counter ${row?.counted}, NFT issued ${row?.nft}, most claims of one fan ${row?.most} (limit ${row?.lim}), ${row?.jobless} without mint job; ${answeredIds.length} claim ids answered 200, ${figures.keyMismatches} retried keys answered with another claim, ${figures.errors} answers 5xx`,
  );
  return [
    [`${n}: over-issue 0 (${overIssue})`, overIssue === 0],
    [
      `${n}: supply counter = claim rows = NFT issued = supply (${row?.counted} = ${row?.rows} = ${row?.nft} = ${campaign.supply})`,
      row?.counted === campaign.supply && row?.rows === campaign.supply && row?.nft === campaign.supply,
    ],
    [`${n}: no fan over the limit (most ${row?.most}, limit ${row?.lim})`, (row?.most ?? 99) <= (row?.lim ?? 0)],
    [
      `${n}: every claim answered, every answer a claim (${answeredIds.length} ids answered, ${known.rows[0]?.n} of them in the table, ${row?.rows} rows)`,
      answeredIds.length === row?.rows && known.rows[0]?.n === row?.rows,
    ],
    [
      `${n}: a retried key gets the same claim from either process (${figures.keyMismatches} not)`,
      figures.keyMismatches === 0 && figures.fansWithTwoClaims === 0,
    ],
    [`${n}: every claim has its mint job mint:<claimId> (${row?.jobless} without)`, row?.jobless === 0],
    [`${n}: no answer 5xx (${figures.errors})`, figures.errors === 0],
  ];
}

/** With --mint: waits until every claim is minted, watching who holds the relayer's lease, then audits the chain. */
async function mintChecks(s: Setup, chain: LocalChain, campaigns: Campaign[]): Promise<Check[]> {
  const total = campaigns.reduce((sum, c) => sum + c.supply, 0);
  const holders = new Set<string>();
  const started = performance.now();
  let minted = 0;
  say(`\n  minting: waiting for ${total} mints by the relayer holding the lease (load average ${load()})`);
  while (performance.now() - started < MINT_DEADLINE_MS) {
    const leases = await s.pool.query<{ holder: string }>("select holder from relayer_leases where chain_id = 31337");
    for (const l of leases.rows) holders.add(l.holder);
    const [row] = (await s.pool.query("select count(*) filter (where status = 'MINTED')::int as minted from mint_jobs"))
      .rows as Array<{ minted: number }>;
    minted = row?.minted ?? 0;
    if (minted >= total) break;
    await new Promise((r) => setTimeout(r, 1_000));
  }
  say(
    `    ${minted} of ${total} minted ${((performance.now() - started) / 1000).toFixed(1)} s after the last claim phase; ${holders.size} lease holder(s) seen (sampled every second) among ${OPTIONS.workers} workers`,
  );
  const checks: Check[] = [
    [`mint: every claim minted (${minted} of ${total})`, minted === total],
    [`mint: one relayer held the lease at every sample (${holders.size} holder seen)`, holders.size === 1],
  ];
  for (const c of campaigns) {
    const audit = await auditCampaignMints(s.ctx, chain.url, c.id);
    say(
      `    ${c.name}: ${audit.claims} claims, ${audit.mintEvents} mint events on chain, ${audit.exactlyOnceWithRightOwner} exactly once with the recorded owner${audit.problems.length ? `; ${audit.problems.slice(0, 3).join("; ")}` : ""}`,
    );
    checks.push([
      `mint ${c.name}: each claim's token minted exactly once, to the recorded owner (${audit.exactlyOnceWithRightOwner} of ${audit.claims}, ${audit.mintEvents} events)`,
      audit.claims === c.supply && audit.exactlyOnceWithRightOwner === c.supply && audit.mintEvents === c.supply,
    ]);
  }
  return checks;
}

// ---------------------------------------------------------------- main -----------------------------------

async function main() {
  say(`bench:scale — ${new Date().toISOString()} — ${uptime()}`);
  say(
    `  PostgreSQL ${dbUrl}; ${OPTIONS.processes} API process(es) on ${ports.join(", ")} behind a round-robin in the load generator, ${OPTIONS.workers} worker(s)${OPTIONS.mint ? `, local chain on ${CHAIN_PORT} with the workers' relayers` : ""}; NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL}; ${CORES} cores`,
  );
  for (const port of [...ports, ...(OPTIONS.mint ? [CHAIN_PORT] : [])]) {
    if (!(await isPortFree(port))) throw new Error(`port ${port} is in use`);
  }
  const t0 = performance.now();
  const s = await setup();
  say(
    `  setup (database, ${1 + s.phases.length} campaigns, ${FANS} fans with sessions): ${ms(performance.now() - t0)}`,
  );
  let chain: LocalChain | null = null;
  let children: Child[] = [];
  const checks: Check[] = [];
  const rows: string[] = [];
  try {
    if (OPTIONS.mint) chain = await startLocalChain({ port: CHAIN_PORT, blockTimeMs: 1_000 });
    const { apis, workers } = await startProcesses();
    children = [...apis, ...workers];
    // Warm-up over every process: JIT, pools and caches, on its own campaign and not measured.
    const all = ports.map((_, i) => i);
    await sendClaims(s, s.warmup, all, shuffledAttempts(WARMUP_FANS, "w"));
    const results: PhaseResult[] = [];
    for (const phase of s.phases) {
      await new Promise((r) => setTimeout(r, 1_000));
      results.push(await claimPhase(s, phase, children));
    }
    say("\n  invariants, from the database");
    for (const result of results) checks.push(...(await campaignChecks(s, result)));
    if (chain) checks.push(...(await mintChecks(s, chain, [s.warmup, ...s.phases])));
    for (const r of results) {
      const f = r.figures;
      const shares = f.perUpstream
        .filter((u) => r.campaign.upstreams.includes(u.upstream))
        .map((u) => `${(u.claimShare * 100).toFixed(0)}`)
        .join(" / ");
      rows.push(
        `| ${r.campaign.name} | ${r.loadBefore.split(" ")[0]} | ${f.attemptsPerS.toFixed(0)} | ${f.claimsPerS.toFixed(0)} | ${f.p50.toFixed(0)} / ${f.p99.toFixed(0)} | ${shares} | ${r.apiMs.toFixed(2)} | ${r.pgMs.toFixed(2)} | ${r.commitsPerAttempt.toFixed(2)} |`,
      );
    }
    say(
      "\n  summary (phase | load avg before | attempts/s | claims/s | p50 / p99 ms | claims per process % | API CPU ms per attempt | PostgreSQL CPU ms per attempt | commits per attempt)",
    );
    for (const row of rows) say(`  ${row}`);
    say("\n  checks");
    for (const [name, ok] of checks) say(`    ${ok ? "ok  " : "FAIL"} ${name}`);
    say(`  ${uptime()}`);
  } finally {
    stopping = true;
    for (const { child } of started) child.kill("SIGTERM");
    await Promise.all(
      started.map(({ child }) => new Promise((r) => (child.exitCode === null ? child.on("exit", r) : r(null)))),
    );
    for (const agent of agents) agent.destroy();
    await chain?.stop();
    await s.close();
  }
  if (checks.some(([, ok]) => !ok)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
