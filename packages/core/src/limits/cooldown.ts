import { and, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../db/client";
import { cooldowns } from "./tables";

/**
 * Takes the cooldown `key` for `seconds` if it is free. Returns false while an earlier one still runs.
 * The conditional upsert decides atomically: of two concurrent callers exactly one gets true.
 */
export async function takeCooldown(db: DbOrTx, now: Date, key: string, seconds: number): Promise<boolean> {
  const until = new Date(now.getTime() + seconds * 1000);
  const rows = await db
    .insert(cooldowns)
    .values({ key, until })
    .onConflictDoUpdate({ target: cooldowns.key, set: { until }, setWhere: sql`${cooldowns.until} <= ${now}` })
    .returning({ key: cooldowns.key });
  return rows.length === 1;
}

/** Gives a cooldown back (the action it guarded did not happen, e.g. the mail could not be sent). */
export async function releaseCooldown(db: DbOrTx, key: string, until?: Date): Promise<void> {
  await db
    .delete(cooldowns)
    .where(until ? and(eq(cooldowns.key, key), eq(cooldowns.until, until)) : eq(cooldowns.key, key));
}
