import { and, eq, gt, sql } from "drizzle-orm";
import type { LimitRule } from "../context";
import type { DbOrTx } from "../db/client";
import { rateLimitWindows } from "./tables";

export type LimitVerdict = { allowed: boolean; hits: number; retryAfterSeconds: number };

/** The fixed window of `rule` that `now` falls in. */
function windowAt(now: Date, rule: LimitRule): { windowMs: number; windowStart: Date } {
  const windowMs = rule.windowSeconds * 1000;
  return { windowMs, windowStart: new Date(Math.floor(now.getTime() / windowMs) * windowMs) };
}

/**
 * Counts one hit in the current fixed window of (bucket, key) and says whether it is within the rule.
 * The increment and the read are one statement, so concurrent hits from any number of API processes
 * are all counted.
 */
export async function consumeLimit(
  db: DbOrTx,
  now: Date,
  { bucket, key }: { bucket: string; key: string },
  rule: LimitRule,
): Promise<LimitVerdict> {
  const { windowMs, windowStart } = windowAt(now, rule);
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ bucket, key, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitWindows.bucket, rateLimitWindows.key, rateLimitWindows.windowStart],
      set: { hits: sql`${rateLimitWindows.hits} + 1` },
    })
    .returning({ hits: rateLimitWindows.hits });
  const hits = row?.hits ?? Number.POSITIVE_INFINITY;
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: hits <= rule.limit, hits, retryAfterSeconds };
}

/**
 * Gives back one hit that `consumeLimit` counted at the same `now` (same window), because the attempt
 * turned out not to be what the limit counts (e.g. a code that was right). Counting first and giving
 * back afterwards holds the limit under concurrency, where "check, then count the failure" lets every
 * parallel attempt through before the first failure is counted. One statement; never below zero.
 */
export async function releaseLimit(
  db: DbOrTx,
  now: Date,
  { bucket, key }: { bucket: string; key: string },
  rule: LimitRule,
): Promise<void> {
  const { windowStart } = windowAt(now, rule);
  await db
    .update(rateLimitWindows)
    .set({ hits: sql`${rateLimitWindows.hits} - 1` })
    .where(
      and(
        eq(rateLimitWindows.bucket, bucket),
        eq(rateLimitWindows.key, key),
        eq(rateLimitWindows.windowStart, windowStart),
        gt(rateLimitWindows.hits, 0),
      ),
    );
}
