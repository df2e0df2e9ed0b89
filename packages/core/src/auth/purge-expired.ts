import { and, isNotNull, lt, or } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { JobDefinition } from "../jobs/definitions";
import { cooldowns, rateLimitWindows } from "../limits/tables";
import { siweNonces } from "../wallets/tables";
import { emailTokens, refreshTokens } from "./tables";

const DAY = 86_400_000;

/**
 * Housekeeping: links, refresh tokens, limit windows and wallet sign-in messages that can no longer
 * matter are deleted, so the addresses kept in pending links do not outlive their purpose by more than
 * a day.
 */
export async function purgeExpired(ctx: CoreContext) {
  const now = ctx.clock.now();
  const dayAgo = new Date(now.getTime() - DAY);
  const links = await ctx.db
    .delete(emailTokens)
    .where(or(lt(emailTokens.expiresAt, dayAgo), and(isNotNull(emailTokens.usedAt), lt(emailTokens.usedAt, dayAgo))))
    .returning({ id: emailTokens.id });
  const refresh = await ctx.db
    .delete(refreshTokens)
    .where(lt(refreshTokens.expiresAt, now))
    .returning({ id: refreshTokens.id });
  const windows = await ctx.db
    .delete(rateLimitWindows)
    .where(lt(rateLimitWindows.windowStart, new Date(now.getTime() - 2 * DAY)))
    .returning({ key: rateLimitWindows.key });
  await ctx.db.delete(cooldowns).where(lt(cooldowns.until, now));
  // Sign-in-with-Ethereum messages are worth nothing a day after they expired (used or not).
  const nonces = await ctx.db
    .delete(siweNonces)
    .where(lt(siweNonces.expiresAt, dayAgo))
    .returning({ nonce: siweNonces.nonce });
  const counts = {
    links: links.length,
    refreshTokens: refresh.length,
    limitWindows: windows.length,
    siweNonces: nonces.length,
  };
  ctx.log.info(counts, "purged expired records");
  return counts;
}

export const purgeExpiredJob: JobDefinition = {
  name: "auth.purge-expired",
  cron: "17 * * * *",
  retryLimit: 3,
  retryDelaySeconds: 60,
  run: (ctx) => purgeExpired(ctx),
};
