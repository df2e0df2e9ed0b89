// `npm run bench:export`: the operator's CSV exports at 10,000 and 100,000 rows, to show that they stream:
// memory stays flat however many rows (docs/exports.md has the figures). Not part of `npm test`.
//
// Seeds a fresh database (PGlite in memory; also PostgreSQL when DATABASE_URL names a server: the
// database `fanfare_bench_export` is created there and dropped) with one campaign per size holding that
// many claims, draw entries (1 in 50 a winner) and used codes, and a channel with that many members, all
// written by SQL (the verbs that make them one by one are benched by bench:claim). Then streams each
// export through the real export code (the core verb, and the Readable the API sends) to /dev/null,
// sampling this process's RSS and JS heap every 10 ms, and prints rows, seconds, rows/s and the peak
// growth over the value just before the export. The previous way (every row in one query, the whole
// file built in memory) runs once per size for comparison. Exits 1 when a file's line count is wrong.
//
// Environment: DATABASE_URL (optional, a PostgreSQL server), BENCH_ROWS ("10000,100000").
import { createWriteStream } from "node:fs";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import {
  addOperator,
  CLAIMS_HEADER,
  type CoreContext,
  type CsvExport,
  createChannel,
  createCompany,
  exportChannelMembers,
  exportClaims,
  exportCodesUsed,
  exportDrawEntries,
  type Operator,
  requireOperator,
  toCsv,
} from "@fanfare/core";
import { sql } from "drizzle-orm";
import { type BenchDatabaseKind, benchCodeCampaign, benchContext, openBenchDatabase } from "./lib/bench-database";

const SIZES = (process.env.BENCH_ROWS || "10000,100000").split(",").map(Number);
const SERVER_URL = process.env.DATABASE_URL;
const DB_NAME = "fanfare_bench_export";
const MB = 1024 * 1024;
const say = (line: string) => console.log(line);

setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;

type Seeded = { size: number; campaignId: string; conditionId: string; channelId: string };
type Result = { name: string; rows: number; seconds: number; rssMiB: number; heapMiB: number; liveMiB: number };

const text = (s: string) => ({ ja: s, en: s });

/** One campaign with `size` claims, draw entries and used codes, and a channel with `size` members. */
async function seed(ctx: CoreContext, operator: Operator, size: number): Promise<Seeded> {
  const { projectId, campaignId, nftId, conditionId } = await benchCodeCampaign(ctx, operator, {
    name: `Bench ${size}`,
    supply: size,
    sinceDays: 30,
  });
  const channel = await createChannel(ctx, operator, {
    projectId,
    definition: { title: text("Bench"), description: text("Bench"), status: "PUBLISH" },
  });
  const tag = `b${size}`;
  // Fans with e-mails that need quoting and formula guards now and then, as real ones do.
  await ctx.db.execute(sql`
    insert into users (email, email_normalized, created_at)
    select case when i % 97 = 0 then '=fan+' || i || '@example.com' else 'fan-' || i || '.${sql.raw(tag)}@example.com' end,
           '${sql.raw(tag)}-' || i || '@example.com', now()
    from generate_series(1, ${size}) as i`);
  const fans = sql`(select id, row_number() over (order by id) as i from users where email_normalized like ${`${tag}-%`})`;
  await ctx.db.execute(sql`
    insert into claims (campaign_id, user_id, nft_id, sequence, idempotency_key, created_at)
    select ${campaignId}, f.id, ${nftId}, 1, 'bench-' || f.i, now() - (f.i || ' seconds')::interval from ${fans} f`);
  await ctx.db.execute(sql`
    insert into mint_jobs (claim_id, job_key) select id, 'mint:' || id from claims where campaign_id = ${campaignId}`);
  await ctx.db.execute(sql`
    insert into draw_entries (campaign_id, user_id, result, decided_at, contact_email, created_at)
    select ${campaignId}, f.id, case when f.i % 50 = 0 then 'WIN' else 'FAILED' end, now(),
           case when f.i % 3 = 0 then 'contact-' || f.i || '@example.com' end, now() - (f.i || ' seconds')::interval
    from ${fans} f`);
  await ctx.db.execute(sql`
    insert into codes (condition_id, hash, single_use, used_by, used_at)
    select ${conditionId}, md5('bench-code-' || f.i) || md5('x' || f.i), true, f.id, now() from ${fans} f`);
  await ctx.db.execute(sql`
    insert into condition_progress (condition_id, user_id, campaign_id, data, completed_at)
    select c.condition_id, c.used_by, ${campaignId}, jsonb_build_object('codeId', c.id, 'codeHash', c.hash, 'nftId', null), c.used_at
    from codes c where c.condition_id = ${conditionId} and c.used_by is not null`);
  await ctx.db.execute(sql`
    insert into channel_memberships (channel_id, user_id, joined_at) select ${channel.id}, f.id, now() from ${fans} f`);
  await ctx.db.execute(sql`analyze`);
  return { size, campaignId, conditionId, channelId: channel.id };
}

/**
 * Runs `work` while sampling memory every 10 ms; the peak growth over the value just before it began.
 * With `live`, each sample collects garbage first, so the heap figure is what the export holds, not what
 * it has dropped and V8 has not yet collected (that pass is slower and not timed).
 */
async function sampled(work: () => Promise<number>, live: boolean) {
  gc();
  const before = process.memoryUsage();
  let rss = before.rss;
  let heap = before.heapUsed;
  const sample = () => {
    if (live) gc();
    const now = process.memoryUsage();
    rss = Math.max(rss, now.rss);
    heap = Math.max(heap, now.heapUsed);
  };
  const timer = setInterval(sample, 10);
  const started = performance.now();
  try {
    const rows = await work();
    sample();
    return {
      rows,
      seconds: (performance.now() - started) / 1000,
      rssMiB: (rss - before.rss) / MB,
      heapMiB: (heap - before.heapUsed) / MB,
    };
  } finally {
    clearInterval(timer);
  }
}

async function measured(work: () => Promise<number>): Promise<Omit<Result, "name">> {
  const timed = await sampled(work, false);
  const live = await sampled(work, true);
  return { ...timed, liveMiB: live.heapMiB };
}

/** Streams an export to /dev/null as the API sends it; the number of data lines. */
async function streamToNull(csv: CsvExport): Promise<number> {
  let lines = 0;
  const counted = async function* () {
    for await (const chunk of csv.lines) {
      for (let i = chunk.indexOf("\n"); i !== -1; i = chunk.indexOf("\n", i + 1)) lines++;
      yield chunk;
    }
  };
  await pipeline(Readable.from(counted(), { objectMode: false }), createWriteStream("/dev/null"));
  return lines - 1; // the header
}

/** The previous export: every row in one query, the whole file built in memory, then sent. */
async function bufferedClaims(ctx: CoreContext, campaignId: string): Promise<number> {
  const result = await ctx.db.execute(sql`
    select c.id, c.user_id, u.email, n.key, c.sequence, c.created_at, m.status
    from claims c join users u on u.id = c.user_id join campaign_nfts n on n.id = c.nft_id
    left join mint_jobs m on m.claim_id = c.id where c.campaign_id = ${campaignId} order by c.created_at`);
  const rows = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const csv = toCsv(
    CLAIMS_HEADER,
    rows.map((r) => Object.values(r)),
  );
  await pipeline(Readable.from([csv], { objectMode: false }), createWriteStream("/dev/null"));
  return rows.length;
}

async function bench(kind: BenchDatabaseKind): Promise<boolean> {
  say(`\n== ${kind} ==`);
  const database = await openBenchDatabase(kind, { serverUrl: SERVER_URL, name: DB_NAME });
  let ok = true;
  try {
    const ctx = benchContext(database, "bench-export");
    const company = await createCompany(ctx, { name: "Bench export" });
    const owner = await requireOperator(
      ctx,
      (await addOperator(ctx, { companyId: company.id, email: "owner@bench.example", role: "OWNER" })).userId,
    );
    // The exports run as a viewer: the read-only role may export.
    const operator = await requireOperator(
      ctx,
      (await addOperator(ctx, { companyId: company.id, email: "viewer@bench.example", role: "VIEWER" })).userId,
    );
    const seeded: Seeded[] = [];
    for (const size of SIZES) {
      const started = performance.now();
      seeded.push(await seed(ctx, owner, size));
      say(`seeded ${size} rows of each kind in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const exportsOf = (s: Seeded): [string, number, () => Promise<CsvExport>][] => {
      const tz = { timeZone: "Asia/Tokyo" };
      return [
        ["claims", s.size, () => exportClaims(ctx, operator, { campaignId: s.campaignId, ...tz })],
        [
          "applicants",
          s.size,
          () => exportDrawEntries(ctx, operator, { campaignId: s.campaignId, winnersOnly: false, ...tz }),
        ],
        [
          "winners",
          s.size / 50,
          () => exportDrawEntries(ctx, operator, { campaignId: s.campaignId, winnersOnly: true, ...tz }),
        ],
        ["codes-used", s.size, () => exportCodesUsed(ctx, operator, { campaignId: s.campaignId, ...tz })],
        ["channel-members", s.size, () => exportChannelMembers(ctx, operator, { channelId: s.channelId, ...tz })],
      ];
    };
    // A warm-up, so the first measured export does not pay for compiling the code.
    const first = seeded[0];
    if (first) for (const [, , make] of exportsOf(first)) await streamToNull(await make());

    const results: Result[] = [];
    for (const s of seeded) {
      for (const [name, expected, make] of exportsOf(s)) {
        const result = { name, ...(await measured(async () => streamToNull(await make()))) };
        if (result.rows !== expected) {
          say(`!! ${name}: ${result.rows} rows, expected ${expected}`);
          ok = false;
        }
        results.push(result);
      }
      results.push({
        name: "claims, all in memory (before)",
        ...(await measured(() => bufferedClaims(ctx, s.campaignId))),
      });
    }

    say("");
    say("| export | rows | seconds | rows/s | peak RSS growth | peak heap growth | peak live heap growth |");
    say("|---|---:|---:|---:|---:|---:|---:|");
    for (const r of results) {
      say(
        `| ${r.name} | ${r.rows.toLocaleString("en-US")} | ${r.seconds.toFixed(2)} | ` +
          `${Math.round(r.rows / r.seconds).toLocaleString("en-US")} | ${r.rssMiB.toFixed(1)} MiB | ` +
          `${r.heapMiB.toFixed(1)} MiB | ${r.liveMiB.toFixed(1)} MiB |`,
      );
    }
    const [small, large] = [SIZES[0], SIZES.at(-1)];
    if (small !== undefined && large !== undefined && small !== large) {
      say("");
      say(`peak growth at ${large.toLocaleString("en-US")} rows minus that at ${small.toLocaleString("en-US")} rows:`);
      const names = [...new Set(results.map((r) => r.name))];
      const perSize = results.length / SIZES.length;
      for (const [i, name] of names.entries()) {
        const a = results[i];
        const b = results[i + perSize * (SIZES.length - 1)];
        if (!a || !b) continue;
        say(
          `  ${name}: RSS ${(b.rssMiB - a.rssMiB).toFixed(1)} MiB, heap ${(b.heapMiB - a.heapMiB).toFixed(1)} MiB, ` +
            `live heap ${(b.liveMiB - a.liveMiB).toFixed(1)} MiB`,
        );
      }
    }
  } finally {
    await database.close();
  }
  return ok;
}

let ok = true;
say(`node ${process.version}, sizes ${SIZES.join(", ")}, batches of 1,000 rows`);
ok = (await bench("pglite")) && ok;
if (SERVER_URL) ok = (await bench("postgres")) && ok;
else say("\n(DATABASE_URL not set: PostgreSQL skipped)");
process.exit(ok ? 0 : 1);
