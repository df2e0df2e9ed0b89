import { type ErrorCode, REFUSAL_REASONS, type RefusalReason } from "@fanfare/protocol";
import { eq, sql } from "drizzle-orm";
import type { Clock } from "../clock";
import type { Db, DbOrTx } from "../db/client";
import { isAppError } from "../errors";
import { campaignRefusals } from "./tables";

export type { RefusalReason } from "@fanfare/protocol";

/** How long refusals wait in memory before one upsert adds them to the table. */
export const REFUSAL_FLUSH_MS = 1000;
/**
 * Failed flushes in a row after which the waiting counts are dropped: a database that has been gone
 * this long (or closed under a test) must not make the process hold and retry them for ever.
 */
const MAX_FAILED_FLUSHES = 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MINUTE_MS = 60_000;

type Recorder = {
  /** `campaignId|reason|minute (ms)` → refusals not yet in the table. */
  waiting: Map<string, number>;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void> | null;
  failures: number;
};

// One recorder per database handle (one per process in the API; one per test file's database in tests).
const recorders = new WeakMap<Db, Recorder>();

function recorderOf(db: Db): Recorder {
  let recorder = recorders.get(db);
  if (!recorder) {
    recorder = { waiting: new Map(), timer: null, flushing: null, failures: 0 };
    recorders.set(db, recorder);
  }
  return recorder;
}

/**
 * Counts one refusal of a fan for a campaign. Synchronous and without I/O, so the claim path and the
 * code path pay a map update, not a statement; the count reaches the table within about a second
 * (flushRefusals). Never throws: a refusal that cannot be counted must not become the fan's error.
 */
export function noteRefusal(ctx: { db: Db; clock: Clock }, campaignId: string, reason: RefusalReason): void {
  try {
    // Only the campaign ids our own rows have: a malformed one would make the whole batch's cast fail.
    if (!UUID.test(campaignId)) return;
    const minute = Math.floor(ctx.clock.now().getTime() / MINUTE_MS) * MINUTE_MS;
    if (!Number.isFinite(minute)) return;
    const recorder = recorderOf(ctx.db);
    const key = `${campaignId}|${reason}|${minute}`;
    recorder.waiting.set(key, (recorder.waiting.get(key) ?? 0) + 1);
    schedule(ctx.db, recorder);
  } catch {
    // Counting is best effort by design; the refusal itself stands.
  }
}

/**
 * Counts the refusal `error` stands for, when it is an AppError whose code `reasons` names; anything
 * else is left alone. The caller rethrows `error` as before.
 */
export function noteRefusalOf(
  ctx: { db: Db; clock: Clock },
  campaignId: string,
  error: unknown,
  reasons: Partial<Record<ErrorCode, RefusalReason>>,
): void {
  if (!isAppError(error)) return;
  const reason = reasons[error.code];
  if (reason) noteRefusal(ctx, campaignId, reason);
}

function schedule(db: Db, recorder: Recorder): void {
  if (recorder.timer) return;
  recorder.timer = setTimeout(() => {
    recorder.timer = null;
    flushRefusals(db)
      .catch(() => undefined)
      .finally(() => {
        if (recorder.waiting.size > 0) schedule(db, recorder);
      });
  }, REFUSAL_FLUSH_MS);
  // Counting refusals never keeps a process (or a test worker) alive.
  recorder.timer.unref?.();
}

/**
 * Adds the refusals this process counted to the table: one statement, one row per (campaign, reason,
 * minute), added to what other processes wrote (`count = count + excluded.count`), so any number of
 * processes count exactly. Refusals for a campaign that no longer exists are dropped by the join.
 * One flush at a time per database; on failure the counts wait for the next one.
 */
export async function flushRefusals(db: Db): Promise<void> {
  const recorder = recorders.get(db);
  if (!recorder) return;
  while (recorder.flushing) await recorder.flushing;
  if (recorder.waiting.size === 0) return;
  const batch = recorder.waiting;
  recorder.waiting = new Map();
  const run = writeBatch(db, batch).then(
    () => {
      recorder.failures = 0;
    },
    (error: unknown) => {
      recorder.failures += 1;
      if (recorder.failures < MAX_FAILED_FLUSHES) {
        for (const [key, count] of batch) recorder.waiting.set(key, (recorder.waiting.get(key) ?? 0) + count);
      }
      throw error;
    },
  );
  recorder.flushing = run.then(
    () => undefined,
    () => undefined,
  );
  try {
    await run;
  } finally {
    recorder.flushing = null;
  }
}

async function writeBatch(db: Db, batch: Map<string, number>): Promise<void> {
  const rows = [...batch].map(([key, count]) => {
    const [campaignId, reason, minute] = key.split("|");
    return { campaign_id: campaignId, reason, minute: new Date(Number(minute)).toISOString(), count };
  });
  // JSON in one parameter: the same statement on PGlite and PostgreSQL, whatever the batch's size.
  await db.execute(sql`
    insert into campaign_refusals (campaign_id, reason, minute, count)
    select v.campaign_id, v.reason, v.minute, v.count
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
      as v(campaign_id uuid, reason text, minute timestamptz, count integer)
    join campaigns c on c.id = v.campaign_id
    on conflict (campaign_id, reason, minute) do update set count = campaign_refusals.count + excluded.count`);
}

/**
 * The refusals of a campaign per reason, every reason in REFUSAL_REASONS order (zero included), as the
 * table holds them: what processes counted in the last second or so is not in it yet.
 */
export async function countRefusals(
  db: DbOrTx,
  campaignId: string,
): Promise<{ reason: RefusalReason; count: number }[]> {
  const rows = await db
    .select({ reason: campaignRefusals.reason, count: sql<string>`sum(${campaignRefusals.count})` })
    .from(campaignRefusals)
    .where(eq(campaignRefusals.campaignId, campaignId))
    .groupBy(campaignRefusals.reason);
  const counted = new Map(rows.map((row) => [row.reason, Number(row.count)]));
  return REFUSAL_REASONS.map((reason) => ({ reason, count: counted.get(reason) ?? 0 }));
}
