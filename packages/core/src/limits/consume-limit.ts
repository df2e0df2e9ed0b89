import { and, eq, sql } from "drizzle-orm";
import type { LimitRule } from "../context";
import type { DbOrTx } from "../db/client";
import { rateLimitWindows } from "./tables";

export type LimitVerdict = { allowed: boolean; hits: number; retryAfterSeconds: number };

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
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
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

/** Reads the current window of (bucket, key) without counting a hit: is the key over its rule? */
export async function peekLimit(
  db: DbOrTx,
  now: Date,
  { bucket, key }: { bucket: string; key: string },
  rule: LimitRule,
): Promise<LimitVerdict> {
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .select({ hits: rateLimitWindows.hits })
    .from(rateLimitWindows)
    .where(
      and(
        eq(rateLimitWindows.bucket, bucket),
        eq(rateLimitWindows.key, key),
        eq(rateLimitWindows.windowStart, windowStart),
      ),
    );
  const hits = row?.hits ?? 0;
  const retryAfterSeconds = Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000);
  return { allowed: hits < rule.limit, hits, retryAfterSeconds };
}
