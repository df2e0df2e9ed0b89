// `npm run bench:claim`: claims and code redemptions through the real API against real PostgreSQL, the
// ceiling of the same claim verb with no HTTP, and the invariants checked from the database afterwards.
// Not part of `npm test`. Exits 1 when an invariant is broken (over-issue, a fan over the limit, a code
// used twice, a claim without its mint job), 2 when the setup itself fails.
//
// Environment: BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, the server where
// the database `fanfare_bench` is created and dropped), BENCH_API_PORT (3401), BENCH_KEEP_DB=1 to keep it,
// BENCH_CPU_PROF=<dir> to profile the API process.
//
// Two shapes (docs/bench-claim.md): the steady one (two attempts per fan, a warm closed loop) and the
// thundering herd (`--herd`: every fan once, all at once, supplies 1,000 and 5,000, beside the plain-SQL
// baseline and the API's no-op route of the same run). No flag runs both; `--steady` only the first.
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import http from "node:http";
import { loadavg } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import {
  addOperator,
  type CoreContext,
  claim,
  createCampaign,
  createCaptchaVerifier,
  createCompany,
  createProject,
  DEFAULT_CORE_CONFIG,
  generateCodes,
  openDatabase,
  publishProject,
  requireOperator,
  setCampaignStatus,
  signAccessToken,
  systemClock,
} from "@fanfare/core";
import type { CampaignDefinitionInput } from "@fanfare/protocol";
import pg from "pg";
import pino from "pino";
import { benchCampaignDefinition } from "./lib/bench-database";
import { repoRoot, tsxArgs } from "./lib/paths.mjs";

const args = new Set(process.argv.slice(2));
const RUN_STEADY = !args.has("--herd");
const RUN_HERD = !args.has("--steady");
const SUPPLY = 2_000;
/** The herd: every fan sends one claim, all at once, for each of these supplies. */
const HERD_SUPPLIES = [1_000, 5_000];
/** Requests to the no-op route (GET /api/healthz) for the herd's yardstick. */
const NOOP_REQUESTS = 20_000;
/** The plain-SQL baseline's pool: the API's own (openDatabase's default). */
const BASELINE_POOL = 10;
const FANS = 10_000;
const ATTEMPTS = 20_000;
const CONCURRENCY = 200;
const REDEMPTIONS = 5_000;
const WARMUP_ATTEMPTS = 2_000;
// BENCH_DB_NAME: another name when two benches share the server (each drops its own at the end).
const DB_NAME = process.env.BENCH_DB_NAME || "fanfare_bench";
const SERVER_URL = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const API_PORT = Number(process.env.BENCH_API_PORT || 3401);
const SECRET = randomBytes(32).toString("hex");
const LOG_LEVEL = "warn";

const dbUrl = (() => {
  const url = new URL(SERVER_URL);
  url.pathname = `/${DB_NAME}`;
  return url.toString();
})();

const load = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(" ");
const say = (line: string) => console.log(line);
const hr = (ms: number) => `${ms.toFixed(1)} ms`;

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------- setup ---------------------------------

const text = (s: string) => ({ ja: s, en: s });

type Setup = {
  ctx: CoreContext;
  close: () => Promise<void>;
  pool: pg.Pool;
  fans: Array<{ id: string; token: string }>;
  warmupId: string;
  claimId: string;
  ceilingId: string;
  codesId: string;
  codeConditionId: string;
  codes: string[];
  /** Per herd supply: the campaign the API claims and the one the plain-SQL baseline claims. */
  herd: Array<{ supply: number; apiId: string; sqlId: string; sqlNftId: string }>;
};

async function setup(): Promise<Setup> {
  await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  await adminQuery(`create database ${DB_NAME}`);
  // The same pool size the API uses (openDatabase's default), so the ceiling is like for like.
  const database = await openDatabase({ url: dbUrl });
  await database.migrate();
  const pool = database.pool as pg.Pool;
  const ctx: CoreContext = {
    db: database.db,
    clock: systemClock,
    mailer: { send: async () => {}, close: () => {} },
    captcha: createCaptchaVerifier({ provider: "none" }),
    log: pino({ level: "silent" }),
    config: { ...DEFAULT_CORE_CONFIG, publicUrl: "http://localhost:3000", sessionSecret: SECRET },
  };
  const company = await createCompany(ctx, { name: "Bench label" });
  const { userId } = await addOperator(ctx, { companyId: company.id, email: "op@bench.example", role: "OWNER" });
  const operator = await requireOperator(ctx, userId);
  const project = await createProject(ctx, operator, {
    name: text("Bench"),
    description: text("Bench"),
    allowedCountries: ["JP"],
  });
  await publishProject(ctx, operator, { projectId: project.id });
  const make = async (overrides: Partial<CampaignDefinitionInput>) => {
    const created = await createCampaign(ctx, operator, {
      projectId: project.id,
      definition: benchCampaignDefinition({ totalSupply: SUPPLY, ...overrides }),
    });
    await setCampaignStatus(ctx, operator, { campaignId: created.id, status: "PUBLISH" });
    return created;
  };
  const warmup = await make({ totalSupply: 500 });
  const campaignIds = [warmup.id];
  let steady = { claimId: "", ceilingId: "", codesId: "", codeConditionId: "", codes: [] as string[] };
  if (RUN_STEADY) {
    const claimCampaign = await make({});
    const ceiling = await make({});
    const codesCampaign = await make({ totalSupply: REDEMPTIONS, conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }] });
    const codeConditionId = codesCampaign.conditionIds[0];
    if (!codeConditionId) throw new Error("the code campaign has no condition");
    const { codes } = await generateCodes(ctx, operator, { conditionId: codeConditionId, count: REDEMPTIONS * 0.8 });
    steady = { claimId: claimCampaign.id, ceilingId: ceiling.id, codesId: codesCampaign.id, codeConditionId, codes };
    campaignIds.push(claimCampaign.id, ceiling.id, codesCampaign.id);
  }
  const herd: Setup["herd"] = [];
  if (RUN_HERD) {
    for (const supply of HERD_SUPPLIES) {
      const api = await make({ totalSupply: supply });
      const plain = await make({ totalSupply: supply });
      herd.push({ supply, apiId: api.id, sqlId: plain.id, sqlNftId: plain.nftIds.main ?? "" });
      campaignIds.push(api.id, plain.id);
    }
  }

  // Fans straight into the tables (no mail round trip): accounts, one session each, policies accepted.
  const users = await pool.query<{ id: string }>(
    `insert into users (email, email_normalized, country)
     select 'fan-' || g || '@bench.example', 'fan-' || g || '@bench.example', 'JP' from generate_series(1, $1) g
     returning id`,
    [FANS],
  );
  const sessions = await pool.query<{ id: string; user_id: string }>(
    "insert into sessions (user_id) select id from users where email like 'fan-%@bench.example' returning id, user_id",
  );
  for (const campaignId of campaignIds) {
    await pool.query(
      "insert into policy_acceptances (campaign_id, user_id) select $1, id from users where email like 'fan-%@bench.example'",
      [campaignId],
    );
  }
  const now = new Date();
  const fans = sessions.rows.map((s) => ({
    id: s.user_id,
    token: signAccessToken({ sub: s.user_id, sid: s.id }, SECRET, now, 3_600).token,
  }));
  if (users.rowCount !== FANS || fans.length !== FANS) throw new Error("fan setup incomplete");
  return {
    ctx,
    close: () => database.close(),
    pool,
    fans,
    warmupId: warmup.id,
    ...steady,
    herd,
  };
}

// ---------------------------------------------------------------- the API --------------------------------

function startApi(): ChildProcess[] {
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATABASE_URL: dbUrl,
    API_PORT: String(API_PORT),
    API_HOST: "127.0.0.1",
    SESSION_SECRET: SECRET,
    // Required in production; the bench makes no web wallets, any 32 bytes do. No chain is configured
    // (DEFAULT_CHAIN_ID unset in production): claims queue their mint jobs and nothing is minted.
    WALLET_ENCRYPTION_KEY: randomBytes(32).toString("base64url"),
    WEBHOOK_SECRET_ENCRYPTION_KEY: randomBytes(32).toString("base64url"),
    // Per-request info lines would measure the terminal, not the API; production ships them elsewhere.
    LOG_LEVEL,
    // The code phase gives every simulated client its own address, as the web in front states it (ADR 0019).
    WEB_PROXY_SECRET: SECRET,
    DATA_DIR: join(repoRoot, ".data", "bench-claim"),
  };
  const spawnOne = (name: string, command: string) => {
    // BENCH_CPU_PROF=<dir>: a V8 CPU profile of the API process, to see where its time goes.
    const profile =
      process.env.BENCH_CPU_PROF && name === "api"
        ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
        : [];
    const child = spawn(process.execPath, [...profile, ...tsxArgs("apps/api/src/main.ts", command)], {
      cwd: repoRoot,
      env,
      stdio: ["ignore", "inherit", "inherit"],
    });
    child.on("exit", (code, signal) => {
      if (!stopping) {
        console.error(`${name} exited early (${code ?? signal})`);
        process.exit(2);
      }
    });
    return child;
  };
  // As `npm start` runs it with PostgreSQL: the API and its job worker as separate processes.
  return [spawnOne("api", "serve"), spawnOne("worker", "worker")];
}
let stopping = false;
let apiPids: { api: number; worker: number } = { api: 0, worker: 0 };

/**
 * CPU seconds a process has used so far (Linux /proc; 0 elsewhere or when it is gone), with its children
 * that exited: PostgreSQL's backends come and go, and the postmaster inherits their time.
 */
function cpuOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    return (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

/** CPU seconds of the bench (load generator), the API, the worker and every PostgreSQL process. */
function cpuSnapshot() {
  let postgres = 0;
  try {
    for (const entry of readdirSync("/proc")) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, "utf8").trim() === "postgres") postgres += cpuOf(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
  } catch {
    // no /proc
  }
  const own = process.cpuUsage();
  return {
    bench: (own.user + own.system) / 1e6,
    api: cpuOf(apiPids.api),
    worker: cpuOf(apiPids.worker),
    postgres,
  };
}

/**
 * Where a phase's CPU went: seconds of CPU per second of the phase (2 = both cores), and CPU µs per
 * request of the phase. The load average says how much of the machine others took meanwhile.
 */
function cpuSince(before: ReturnType<typeof cpuSnapshot>, wallMs: number, requests: number): string {
  const after = cpuSnapshot();
  const of = (k: keyof typeof before) =>
    `${((after[k] - before[k]) / (wallMs / 1000)).toFixed(2)} (${(((after[k] - before[k]) / requests) * 1e6).toFixed(0)} µs/req)`;
  return `CPU s/s: load generator ${of("bench")}, API ${of("api")}, worker ${of("worker")}, PostgreSQL (all databases) ${of("postgres")}`;
}

async function waitReady() {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`http://127.0.0.1:${API_PORT}/api/readyz`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error("the API did not become ready within 60 s");
}

// ---------------------------------------------------------------- load -----------------------------------

const agent = new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY });

type Answer = { status: number; body: string; ms: number; at: number };

function post(path: string, token: string, body: unknown, extra: Record<string, string> = {}): Promise<Answer> {
  const payload = JSON.stringify(body);
  return send("POST", path, payload, {
    "content-type": "application/json",
    "content-length": String(Buffer.byteLength(payload)),
    cookie: `ff_at=${token}`,
    "x-fanfare-csrf": "1",
    ...extra,
  });
}

function send(method: string, path: string, payload: string | null, headers: Record<string, string>): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: API_PORT, method, path, agent, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const at = performance.now();
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8"), ms: at - started, at });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    if (payload === null) req.end();
    else req.end(payload);
  });
}

/** Runs `jobs` with `CONCURRENCY` in flight at any moment (a closed loop, like autocannon's connections). */
async function runPool<T>(count: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const results: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < count) {
        const i = next++;
        results[i] = await job(i);
      }
    }),
  );
  return results;
}

function shuffle<T>(list: T[]): T[] {
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [list[i], list[j]] = [list[j] as T, list[i] as T];
  }
  return list;
}

type Attempt = { fan: number; key: string };
/**
 * Two attempts per fan in random order: the first with a fresh key; the second half the time a retry of
 * the first (same key: must return the same claim) and half the time a new attempt (new key: refused).
 */
function attemptsFor(fans: number, attempts: number, tag: string): Attempt[] {
  const list: Attempt[] = [];
  for (let f = 0; f < fans && list.length < attempts; f++) {
    const first = `${tag}-${f}-a-${randomBytes(4).toString("hex")}`;
    list.push({ fan: f, key: first });
    if (list.length < attempts) list.push({ fan: f, key: f % 2 === 0 ? first : `${tag}-${f}-retry-b` });
  }
  return shuffle(list);
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;

type Run = { wallMs: number; soldOutMs: number; issued: number; latencies: number[]; byOutcome: Map<string, number> };

function summarise(name: string, run: Run) {
  const sorted = [...run.latencies].sort((a, b) => a - b);
  const attemptsPerS = (run.latencies.length / run.wallMs) * 1000;
  const claimsPerS = (run.issued / run.soldOutMs) * 1000;
  say(`  ${name}: ${run.latencies.length} attempts in ${hr(run.wallMs)}, ${run.issued} claims issued`);
  say(`    attempts/s           ${attemptsPerS.toFixed(0)}   (all attempts ÷ the whole run)`);
  say(
    `    successful claims/s  ${claimsPerS.toFixed(0)}   (claims issued ÷ time from the first request to the answer that issued the last unit, ${hr(run.soldOutMs)})`,
  );
  say(
    `    latency p50 ${hr(quantile(sorted, 0.5))}, p90 ${hr(quantile(sorted, 0.9))}, p99 ${hr(quantile(sorted, 0.99))}, max ${hr(sorted.at(-1) ?? 0)}`,
  );
  say(`    answers ${[...run.byOutcome].map(([k, v]) => `${k}=${v}`).join(" ")}`);
  say(`    load average after: ${load()}`);
  return {
    attemptsPerS,
    claimsPerS,
    p50: quantile(sorted, 0.5),
    p90: quantile(sorted, 0.9),
    p99: quantile(sorted, 0.99),
    issued: run.issued,
  };
}

const outcomeOf = (a: Answer) => {
  if (a.status === 200) return "200";
  try {
    return `${a.status}:${(JSON.parse(a.body) as { code?: string }).code ?? "?"}`;
  } catch {
    return `${a.status}`;
  }
};

async function httpClaims(s: Setup, campaignId: string, attempts: Attempt[], supply: number): Promise<Run> {
  const claimIds = new Set<string>();
  const byOutcome = new Map<string, number>();
  let soldOutAt = 0;
  const started = performance.now();
  const answers = await runPool(attempts.length, async (i) => {
    const attempt = attempts[i] as Attempt;
    const fan = s.fans[attempt.fan] as { token: string };
    const answer = await post(`/api/v1/campaigns/${campaignId}/claim`, fan.token, { idempotencyKey: attempt.key });
    const outcome = outcomeOf(answer);
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    if (answer.status === 200) {
      const before = claimIds.size;
      claimIds.add((JSON.parse(answer.body) as { claimId: string }).claimId);
      if (claimIds.size > before && claimIds.size === supply) soldOutAt = answer.at;
    }
    return answer;
  });
  const wallMs = performance.now() - started;
  return {
    wallMs,
    soldOutMs: (soldOutAt || performance.now()) - started,
    issued: claimIds.size,
    latencies: answers.map((a) => a.ms),
    byOutcome,
  };
}

async function directClaims(s: Setup, campaignId: string, attempts: Attempt[], supply: number): Promise<Run> {
  const claimIds = new Set<string>();
  const byOutcome = new Map<string, number>();
  let soldOutAt = 0;
  const started = performance.now();
  const latencies = await runPool(attempts.length, async (i) => {
    const attempt = attempts[i] as Attempt;
    const fan = s.fans[attempt.fan] as { id: string };
    const t0 = performance.now();
    let outcome = "200";
    try {
      const result = await claim(s.ctx, { fanId: fan.id, campaignId, idempotencyKey: attempt.key });
      const before = claimIds.size;
      claimIds.add(result.claimId);
      if (claimIds.size > before && claimIds.size === supply) soldOutAt = performance.now();
    } catch (error) {
      outcome = (error as { code?: string }).code ?? "error";
    }
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    return performance.now() - t0;
  });
  const wallMs = performance.now() - started;
  return { wallMs, soldOutMs: (soldOutAt || performance.now()) - started, issued: claimIds.size, latencies, byOutcome };
}

async function httpRedemptions(s: Setup) {
  // 80 % fresh codes, 10 % a code another fan also submits (duplicates), 10 % codes that do not exist.
  const valid = s.codes;
  const duplicates = valid.slice(0, REDEMPTIONS * 0.1);
  const wrong = Array.from({ length: REDEMPTIONS * 0.1 }, () => `WRNG-${randomBytes(4).toString("hex").toUpperCase()}`);
  const submitted = shuffle([...valid, ...duplicates, ...wrong]);
  const byOutcome = new Map<string, number>();
  const started = performance.now();
  const answers = await runPool(submitted.length, async (i) => {
    const fan = s.fans[i] as { token: string };
    const answer = await post(
      `/api/v1/campaigns/${s.codesId}/conditions/${s.codeConditionId}/code`,
      fan.token,
      { code: submitted[i] },
      // Each fan from its own address: the per-IP wrong-code lockout is about one client, not the bench.
      {
        "x-fanfare-web-secret": SECRET,
        "x-fanfare-client-address": `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`,
      },
    );
    const outcome = outcomeOf(answer);
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    return answer;
  });
  const wallMs = performance.now() - started;
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  say(
    `  code redemptions: ${submitted.length} in ${hr(wallMs)} = ${((submitted.length / wallMs) * 1000).toFixed(0)}/s`,
  );
  say(`    latency p50 ${hr(quantile(sorted, 0.5))}, p99 ${hr(quantile(sorted, 0.99))}`);
  say(`    answers ${[...byOutcome].map(([k, v]) => `${k}=${v}`).join(" ")}`);
  return { byOutcome, expectedOk: valid.length };
}

// ---------------------------------------------------------------- the herd -------------------------------

/** Every fan once, with a fresh key, in random order: the crowd at the moment a drop opens. */
function herdAttempts(tag: string): Attempt[] {
  return shuffle(
    Array.from({ length: FANS }, (_, f) => ({ fan: f, key: `${tag}-${f}-${randomBytes(4).toString("hex")}` })),
  );
}

/** The monotonic clock in µs, the clock of V8's CPU profiles: marks the herd's window in the API's profile. */
const profileClock = () => (process.hrtime.bigint() / 1000n).toString();

/** The API's no-op route over the same connections: what HTTP, Fastify and this load generator cost alone. */
async function noopRoute() {
  const cpu = cpuSnapshot();
  const window = profileClock();
  const started = performance.now();
  const answers = await runPool(NOOP_REQUESTS, () => send("GET", "/api/healthz", null, {}));
  const wallMs = performance.now() - started;
  if (process.env.BENCH_CPU_PROF) say(`    profile window (µs, monotonic): ${window} ${profileClock()}`);
  const sorted = answers.map((a) => a.ms).sort((a, b) => a - b);
  const bad = answers.filter((a) => a.status !== 200).length;
  const perS = (answers.length / wallMs) * 1000;
  say(`  no-op route (GET /api/healthz): ${answers.length} requests in ${hr(wallMs)}, ${bad} not 200`);
  say(`    requests/s ${perS.toFixed(0)}, latency p50 ${hr(quantile(sorted, 0.5))}, p99 ${hr(quantile(sorted, 0.99))}`);
  say(`    ${cpuSince(cpu, wallMs, NOOP_REQUESTS)}`);
  say(`    load average after: ${load()}`);
  return perS;
}

/**
 * The simplest correct claim in plain SQL, for the herd's baseline: one statement per claim (one
 * implicit transaction) — the conditional UPDATE of the campaign's counter RETURNING, and only if it
 * found its row the claim (sequence 1: UNIQUE (campaign, fan, sequence) is the per-fan limit) and its
 * mint-job outbox row — from the bench process over a pool of BASELINE_POOL connections, 200 callers.
 * No session check, no HTTP, no NFT counter, no webhook rows: less work per claim than the API does.
 */
async function plainSqlClaims(campaignId: string, nftId: string, attempts: Attempt[], s: Setup, supply: number) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: BASELINE_POOL });
  await Promise.all(Array.from({ length: BASELINE_POOL }, () => pool.query("select 1")));
  const claimIds = new Set<string>();
  const byOutcome = new Map<string, number>();
  let soldOutAt = 0;
  const started = performance.now();
  const latencies = await runPool(attempts.length, async (i) => {
    const attempt = attempts[i] as Attempt;
    const fan = s.fans[attempt.fan] as { id: string };
    const t0 = performance.now();
    let outcome = "200";
    try {
      const { rows } = await pool.query<{ id: string }>(
        `with room as (
           update campaigns set claimed_count = claimed_count + 1
           where id = $1 and claimed_count < total_supply returning id
         ), c as (
           insert into claims (campaign_id, user_id, nft_id, sequence, idempotency_key)
           select $1, $2, $3, 1, $4 from room returning id, created_at
         ), m as (
           insert into mint_jobs (claim_id, job_key, created_at) select id, 'mint:' || id::text, created_at from c
         )
         select id from c`,
        [campaignId, fan.id, nftId, attempt.key],
      );
      const id = rows[0]?.id;
      if (id) {
        claimIds.add(id);
        if (claimIds.size === supply) soldOutAt = performance.now();
      } else outcome = "sold-out";
    } catch (error) {
      outcome = (error as { code?: string }).code ?? "error";
    }
    byOutcome.set(outcome, (byOutcome.get(outcome) ?? 0) + 1);
    return performance.now() - t0;
  });
  const wallMs = performance.now() - started;
  await pool.end();
  return { wallMs, soldOutMs: (soldOutAt || performance.now()) - started, issued: claimIds.size, latencies, byOutcome };
}

/** Over-issue and doubled claims of a herd campaign, from the database. */
async function herdInvariants(s: Setup, name: string, campaignId: string, supply: number, answered: number) {
  const [row] = (
    await s.pool.query(
      `select c.claimed_count::int as counted,
         (select count(*)::int from claims where campaign_id = c.id) as rows,
         (select count(*)::int from (select user_id from claims where campaign_id = c.id
            group by user_id having count(*) > c.per_fan_limit) x) as doubled,
         (select count(*)::int from claims k left join mint_jobs m on m.claim_id = k.id
           where k.campaign_id = c.id and m.claim_id is null) as jobless
       from campaigns c where c.id = $1`,
      [campaignId],
    )
  ).rows as Array<{ counted: number; rows: number; doubled: number; jobless: number }>;
  const overIssue = Math.max(0, (row?.rows ?? 0) - supply, (row?.counted ?? 0) - supply);
  say(
    `    ${name}: over-issue ${overIssue}, doubled ${row?.doubled}, ${row?.rows} claim rows, counter ${row?.counted}, ${answered} answered 200, ${row?.jobless} without mint job`,
  );
  return [
    [`${name}: over-issue 0 (${overIssue})`, overIssue === 0],
    [`${name}: no fan over the limit (${row?.doubled} fans)`, row?.doubled === 0],
    [
      `${name}: supply given out and every claim answered (${row?.rows} rows, ${answered} answered, supply ${supply})`,
      row?.rows === supply && row?.counted === supply && answered === supply,
    ],
    [`${name}: every claim has its mint job (${row?.jobless} without)`, row?.jobless === 0],
  ] as Array<[string, boolean]>;
}

const settle = () => new Promise((r) => setTimeout(r, 1_000));

async function herdPhases(s: Setup, checks: Array<[string, boolean]>) {
  say(`\n  HERD: ${FANS} signed-in fans, one claim each, all at once over ${CONCURRENCY} connections`);
  say(`\n  no-op route (load average before: ${load()})`);
  const noop = await noopRoute();
  const rows: string[] = [];
  for (const h of s.herd) {
    await settle();
    say(`\n  herd over HTTP, supply ${h.supply} (load average before: ${load()})`);
    const cpu = cpuSnapshot();
    const window = profileClock();
    const api = await httpClaims(s, h.apiId, herdAttempts(`herd${h.supply}`), h.supply);
    if (process.env.BENCH_CPU_PROF) say(`    profile window (µs, monotonic): ${window} ${profileClock()}`);
    const viaApi = summarise(`http supply ${h.supply}`, api);
    say(`    ${cpuSince(cpu, api.wallMs, FANS)}`);
    checks.push(...(await herdInvariants(s, `herd http ${h.supply}`, h.apiId, h.supply, viaApi.issued)));
    await settle();
    say(`\n  plain-SQL baseline, supply ${h.supply}, pool ${BASELINE_POOL} (load average before: ${load()})`);
    const sqlCpu = cpuSnapshot();
    const plain = await plainSqlClaims(h.sqlId, h.sqlNftId, herdAttempts(`sql${h.supply}`), s, h.supply);
    const viaSql = summarise(`plain SQL supply ${h.supply}`, plain);
    say(`    ${cpuSince(sqlCpu, plain.wallMs, FANS)}`);
    checks.push(...(await herdInvariants(s, `herd plain SQL ${h.supply}`, h.sqlId, h.supply, viaSql.issued)));
    const claimsRatio = viaApi.claimsPerS / viaSql.claimsPerS;
    const attemptsRatio = viaApi.attemptsPerS / noop;
    say(`\n    goals, supply ${h.supply} (informational)`);
    say(`    ${viaApi.p99 < 150 ? "met " : "miss"} p99 < 150 ms (${hr(viaApi.p99)})`);
    say(
      `    ${claimsRatio >= 2 ? "met " : "miss"} successful claims/s ≥ 2 × plain SQL (${viaApi.claimsPerS.toFixed(0)} vs ${viaSql.claimsPerS.toFixed(0)}: ${claimsRatio.toFixed(2)} ×)`,
    );
    say(
      `    ${attemptsRatio >= 0.5 ? "met " : "miss"} attempts/s ≥ 0.5 × no-op route (${viaApi.attemptsPerS.toFixed(0)} vs ${noop.toFixed(0)}: ${attemptsRatio.toFixed(2)} ×)`,
    );
    const f = (n: number) => n.toFixed(0);
    rows.push(
      `| ${h.supply} | ${f(viaApi.attemptsPerS)} | ${f(viaApi.claimsPerS)} | ${f(viaApi.p50)} / ${f(viaApi.p90)} / ${f(viaApi.p99)} | ${f(viaSql.claimsPerS)} (p99 ${f(viaSql.p99)}) | ${f(noop)} | ${claimsRatio.toFixed(2)} | ${attemptsRatio.toFixed(2)} |`,
    );
  }
  say(
    "\n  herd summary (supply | attempts/s | claims/s | p50 / p90 / p99 ms | plain SQL claims/s | no-op req/s | claims ÷ SQL | attempts ÷ no-op)",
  );
  for (const row of rows) say(`  ${row}`);
}

// ---------------------------------------------------------------- invariants -----------------------------

async function verify(s: Setup, checks: Array<[string, boolean]>) {
  const q = async (text: string, values: unknown[] = []) => (await s.pool.query(text, values)).rows;
  for (const [name, id, supply] of [
    ["warm-up", s.warmupId, 500],
    ["http", s.claimId, SUPPLY],
    ["ceiling", s.ceilingId, SUPPLY],
  ] as const) {
    const [row] = await q(
      `select c.claimed_count::int as counted, c.total_supply::int as supply,
        (select count(*)::int from claims where campaign_id = c.id) as rows,
        (select coalesce(max(n), 0)::int from (select count(*) n from claims where campaign_id = c.id group by user_id) x) as most,
        c.per_fan_limit::int as lim,
        (select count(*)::int from claims k left join mint_jobs m on m.claim_id = k.id
          where k.campaign_id = c.id and (m.claim_id is null or m.job_key <> 'mint:' || k.id)) as jobless,
        (select issued_count::int from campaign_nfts where campaign_id = c.id order by position limit 1) as nft
       from campaigns c where c.id = $1`,
      [id],
    );
    checks.push([
      `${name}: issued == supply (${row?.counted} counted, ${row?.rows} rows, supply ${supply})`,
      row?.counted === supply && row?.rows === supply && row?.nft === supply,
    ]);
    checks.push([
      `${name}: no fan over the limit (most ${row?.most}, limit ${row?.lim})`,
      (row?.most ?? 99) <= (row?.lim ?? 0),
    ]);
    checks.push([`${name}: every claim has its mint job (${row?.jobless} without)`, row?.jobless === 0]);
  }
  const [codes] = await q(
    `select (select count(*)::int from codes where condition_id = $1 and used_by is not null) as used,
       (select count(*)::int from condition_progress where condition_id = $1) as done,
       (select count(distinct data->>'codeId')::int from condition_progress where condition_id = $1) as distinct_codes`,
    [s.codeConditionId],
  );
  checks.push([
    `codes: no code used twice (${codes?.done} completions, ${codes?.distinct_codes} distinct codes, ${codes?.used} marked used)`,
    codes?.done === codes?.distinct_codes && codes?.used === codes?.done,
  ]);
}

/** The steady shape: two attempts per fan over a warm closed loop, the ceiling, code redemptions. */
async function steadyPhases(s: Setup, checks: Array<[string, boolean]>) {
  say(`\n  claims over HTTP (supply ${SUPPLY}, ${FANS} fans, load average before: ${load()})`);
  const viaHttp = summarise("http", await httpClaims(s, s.claimId, attemptsFor(FANS, ATTEMPTS, "h"), SUPPLY));

  say(`\n  ceiling: the same claim verb and SQL straight to the database, no HTTP (load average before: ${load()})`);
  const direct = summarise("direct", await directClaims(s, s.ceilingId, attemptsFor(FANS, ATTEMPTS, "d"), SUPPLY));
  const ratio = viaHttp.claimsPerS / direct.claimsPerS;
  say(`    ratio http / ceiling (successful claims/s): ${ratio.toFixed(2)}`);
  say(`    ratio http / ceiling (attempts/s):          ${(viaHttp.attemptsPerS / direct.attemptsPerS).toFixed(2)}`);

  say(`\n  code redemptions over HTTP (SPECIFY_MULTIPLE_CODES, load average before: ${load()})`);
  const redemptions = await httpRedemptions(s);
  checks.push([
    `codes: every fresh code accepted once (${redemptions.byOutcome.get("200") ?? 0} of ${redemptions.expectedOk})`,
    redemptions.byOutcome.get("200") === redemptions.expectedOk,
  ]);

  await verify(s, checks);
  say("\n  steady goals (2-core machine; informational, the invariants decide the exit code)");
  say(
    `    ${viaHttp.claimsPerS >= 1500 ? "met " : "miss"} ≥ 1,500 successful claims/s end to end (${viaHttp.claimsPerS.toFixed(0)})`,
  );
  say(`    ${ratio >= 0.6 ? "met " : "miss"} ≥ 0.6 of the ceiling (${ratio.toFixed(2)})`);
  say(`    ${viaHttp.p99 < 150 ? "met " : "miss"} p99 < 150 ms (${hr(viaHttp.p99)})`);
}

// ---------------------------------------------------------------- main -----------------------------------

async function main() {
  const uptime = execFileSync("uptime", { encoding: "utf8" }).trim();
  say(`bench:claim — ${new Date().toISOString()} — ${uptime}`);
  say(
    `  PostgreSQL ${dbUrl}; API + worker processes, NODE_ENV=production, LOG_LEVEL=${LOG_LEVEL}; ${CONCURRENCY} connections`,
  );
  const t0 = performance.now();
  const s = await setup();
  say(
    `  setup (database, campaigns, ${FANS} fans with sessions, ${s.codes.length} codes): ${hr(performance.now() - t0)}`,
  );
  const children = startApi();
  apiPids = { api: children[0]?.pid ?? 0, worker: children[1]?.pid ?? 0 };
  const checks: Array<[string, boolean]> = [];
  try {
    await waitReady();
    // Warm-up: JIT, pools and caches, on its own campaign and not measured.
    await httpClaims(s, s.warmupId, attemptsFor(WARMUP_ATTEMPTS / 2, WARMUP_ATTEMPTS, "w"), 500);
    if (RUN_STEADY) await steadyPhases(s, checks);
    if (RUN_HERD) await herdPhases(s, checks);
    say("\n  invariants");
    for (const [name, ok] of checks) say(`    ${ok ? "ok  " : "FAIL"} ${name}`);
    say(`  ${execFileSync("uptime", { encoding: "utf8" }).trim()}`);
  } finally {
    stopping = true;
    for (const child of children) child.kill("SIGTERM");
    await Promise.all(children.map((c) => new Promise((r) => (c.exitCode === null ? c.on("exit", r) : r(null)))));
    agent.destroy();
    await s.close();
    if (process.env.BENCH_KEEP_DB !== "1") await adminQuery(`drop database if exists ${DB_NAME} with (force)`);
  }
  if (checks.some(([, ok]) => !ok)) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
