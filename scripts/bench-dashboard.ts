// `npm run bench:dashboard`: how long one computation of the operator's live dashboards takes on a campaign
// with many claims (docs/dashboards.md keeps the figures). Not part of `npm test`: a timed unit test would
// fail on a busy machine and pass on a fast one without saying anything about the code.
//
// Seeds a fresh database (PGlite in memory; also PostgreSQL when DATABASE_URL names a server: the database
// `fanfare_bench_dashboard` is created there and dropped) with one campaign per size holding that many fans
// who accepted the policies, used a code and claimed, every other claim minted, written by SQL. Then runs
// the real core verbs (getCampaignDashboard, getProjectDashboard) BENCH_RUNS times each, as the API would
// on a cache miss, and prints the median and the slowest. Exits 1 when a dashboard's counts are wrong.
//
// Environment: DATABASE_URL (optional, a PostgreSQL server), BENCH_ROWS ("10000,50000"), BENCH_RUNS (5).
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import {
  addOperator,
  type CoreContext,
  createCompany,
  getCampaignDashboard,
  getProjectDashboard,
  type Operator,
  requireOperator,
} from "@fanfare/core";
import { sql } from "drizzle-orm";
import { type BenchDatabaseKind, benchCodeCampaign, benchContext, openBenchDatabase } from "./lib/bench-database";

const SIZES = (process.env.BENCH_ROWS || "10000,50000").split(",").map(Number);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const SERVER_URL = process.env.DATABASE_URL;
const say = (line: string) => console.log(line);
const _text = (s: string) => ({ ja: s, en: s });

type Seeded = { size: number; projectId: string; campaignId: string };

/** A project with one campaign of `size` claims (each fan accepted the policies and used a code). */
async function seed(ctx: CoreContext, operator: Operator, size: number): Promise<Seeded> {
  const { projectId, campaignId, nftId, conditionId } = await benchCodeCampaign(ctx, operator, {
    name: `Bench ${size}`,
    supply: size * 2,
    sinceDays: 1,
  });
  const tag = `d${size}`;
  await ctx.db.execute(sql`
    insert into users (email, email_normalized, country)
    select 'fan-' || i || '.${sql.raw(tag)}@example.com', '${sql.raw(tag)}-' || i || '@example.com', 'JP'
    from generate_series(1, ${size}) as i`);
  const fans = sql`(select id, row_number() over (order by id) as i from users where email_normalized like ${`${tag}-%`})`;
  // Over the last day, so the chart has many buckets and the run-out rate a last ten minutes.
  await ctx.db.execute(sql`
    insert into policy_acceptances (campaign_id, user_id, accepted_at)
    select ${campaignId}, f.id, now() - ((f.i * 86400 / ${size}) || ' seconds')::interval from ${fans} f`);
  await ctx.db.execute(sql`
    insert into codes (condition_id, hash, single_use, used_by, used_at)
    select ${conditionId}, md5('bench-code-' || f.i) || md5('x' || f.i), true, f.id, now() from ${fans} f`);
  await ctx.db.execute(sql`
    insert into condition_progress (condition_id, user_id, campaign_id, data, completed_at)
    select c.condition_id, c.used_by, ${campaignId}, jsonb_build_object('codeId', c.id, 'codeHash', c.hash, 'nftId', null), c.used_at
    from codes c where c.condition_id = ${conditionId} and c.used_by is not null`);
  await ctx.db.execute(sql`
    insert into claims (campaign_id, user_id, nft_id, sequence, idempotency_key, created_at)
    select ${campaignId}, f.id, ${nftId}, 1, 'bench-' || f.i, now() - ((f.i * 86400 / ${size}) || ' seconds')::interval
    from ${fans} f`);
  await ctx.db.execute(sql`
    insert into mint_jobs (claim_id, job_key, status, tx_hash, token_id)
    select id, 'mint:' || id,
           case when row_number() over () % 2 = 0 then 'MINTED' else 'PENDING' end,
           case when row_number() over () % 2 = 0 then '0x' || md5(id::text) end,
           case when row_number() over () % 2 = 0 then (row_number() over ())::text end
    from claims where campaign_id = ${campaignId}`);
  await ctx.db.execute(sql`update campaigns set claimed_count = ${size} where id = ${campaignId}`);
  await ctx.db.execute(sql`analyze`);
  return { size, projectId, campaignId };
}

/** Runs `work` RUNS times; the median and the slowest, in milliseconds. */
async function timed(work: () => Promise<void>): Promise<{ median: number; max: number }> {
  const times: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)] ?? 0, max: times.at(-1) ?? 0 };
}

async function bench(kind: BenchDatabaseKind): Promise<boolean> {
  say(`\n== ${kind} ==`);
  const database = await openBenchDatabase(kind, { serverUrl: SERVER_URL, name: "fanfare_bench_dashboard" });
  let ok = true;
  try {
    const ctx = benchContext(database, "bench-dashboard");
    const company = await createCompany(ctx, { name: "Bench dashboard" });
    const owner = await requireOperator(
      ctx,
      (await addOperator(ctx, { companyId: company.id, email: "owner@bench.example", role: "OWNER" })).userId,
    );
    say("claims    campaign median / max    project median / max");
    for (const size of SIZES) {
      const seeded = await seed(ctx, owner, size);
      let claimed = 0;
      let minted = 0;
      let projectClaims = 0;
      const campaign = await timed(async () => {
        const dashboard = await getCampaignDashboard(ctx, owner, { campaignId: seeded.campaignId });
        claimed = dashboard.funnel.find((step) => step.step === "CLAIMED")?.count ?? -1;
        minted = dashboard.funnel.find((step) => step.step === "MINTED")?.count ?? -1;
      });
      const project = await timed(async () => {
        projectClaims = (await getProjectDashboard(ctx, owner, { projectId: seeded.projectId })).totals.claims;
      });
      const fmt = (t: { median: number; max: number }) => `${t.median.toFixed(0)} / ${t.max.toFixed(0)} ms`;
      say(`${String(size).padStart(7)}    ${fmt(campaign).padEnd(24)} ${fmt(project)}`);
      const wanted = { claimed: size, minted: Math.floor(size / 2), projectClaims: size };
      const got = { claimed, minted, projectClaims };
      if (JSON.stringify(got) !== JSON.stringify(wanted)) {
        say(`  WRONG counts: ${JSON.stringify(got)}, expected ${JSON.stringify(wanted)}`);
        ok = false;
      }
    }
  } finally {
    await database.close();
  }
  return ok;
}

let ok = true;
say(
  `node ${process.version}, load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}, ${RUNS} runs each`,
);
ok = (await bench("pglite")) && ok;
if (SERVER_URL) ok = (await bench("postgres")) && ok;
else say("\n(DATABASE_URL not set: PostgreSQL skipped)");
process.exit(ok ? 0 : 1);
