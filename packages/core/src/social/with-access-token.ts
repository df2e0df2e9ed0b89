import type { SocialProvider } from "@fanfare/protocol";
import { and, eq } from "drizzle-orm";
import type { CoreContext } from "../context";
import type { DbOrTx } from "../db/client";
import { AppError } from "../errors";
import { callPolicy, requireSocial } from "./config";
import { ProviderError } from "./http";
import { providerAdapter, providerContext, providerFailure, type StoredTokens } from "./providers";
import { socialProviderModule } from "./registry";
import { type SocialAccountRow, socialAccounts } from "./tables";
import { openToken, sealToken } from "./token-vault";

export type AccessToken = { token: string; account: SocialAccountRow };

async function markReconnect(db: DbOrTx, accountId: string, now: Date) {
  await db.update(socialAccounts).set({ status: "RECONNECT", updatedAt: now }).where(eq(socialAccounts.id, accountId));
}

/**
 * The fan's usable access token for a provider: refreshed first when it has expired (under a row lock, so
 * two requests never spend a rotating refresh token twice). No account: socialAccount-E2004; a grant
 * revoked or impossible to refresh: the account is marked RECONNECT and socialAccount-E2001 asks the fan to
 * connect again. `force` refreshes even if the token looks fresh (after a 401).
 */
export async function getAccessToken(
  ctx: CoreContext,
  fanId: string,
  provider: SocialProvider,
  options: { force?: boolean } = {},
): Promise<AccessToken> {
  const social = requireSocial(ctx);
  const adapter = providerAdapter(social, callPolicy(ctx), provider);
  const longLived = socialProviderModule(provider).tokenRenewal === "long-lived";
  const now = ctx.clock.now();
  const outcome = await ctx.db.transaction(async (tx) => {
    const [account] = await tx
      .select()
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, fanId), eq(socialAccounts.provider, provider)))
      .for("update");
    if (!account) return { error: new AppError("socialAccount-E2004") } as const;
    if (account.status !== "ACTIVE") return { error: new AppError("socialAccount-E2001") } as const;
    let stored: StoredTokens;
    try {
      stored = {
        accessToken: openToken(social, account.id, "access", account.accessToken),
        accessExpiresAt: account.accessExpiresAt,
        refreshToken: account.refreshToken ? openToken(social, account.id, "refresh", account.refreshToken) : null,
        issuedAt: account.issuedAt,
      };
    } catch {
      // Sealed with a key that is gone (rotated away): nothing to do but connect again.
      return { reconnect: account.id } as const;
    }
    const expired = now.getTime() >= account.accessExpiresAt.getTime();
    if (!options.force && !adapter.needsRefresh(stored, now)) return { token: stored.accessToken, account } as const;
    if (!longLived && !stored.refreshToken) return { reconnect: account.id } as const;
    if (longLived && expired) return { reconnect: account.id } as const;
    try {
      const fresh = await adapter.refresh(stored, now);
      const [updated] = await tx
        .update(socialAccounts)
        .set({
          accessToken: sealToken(social, account.id, "access", fresh.accessToken),
          accessExpiresAt: fresh.accessExpiresAt,
          ...(fresh.refreshToken
            ? {
                refreshToken: sealToken(social, account.id, "refresh", fresh.refreshToken),
                refreshExpiresAt: fresh.refreshExpiresAt,
              }
            : {}),
          ...(fresh.scopes ? { scopes: fresh.scopes } : {}),
          issuedAt: now,
          updatedAt: now,
        })
        .where(eq(socialAccounts.id, account.id))
        .returning();
      ctx.log.info({ provider }, "social token refreshed");
      return { token: fresh.accessToken, account: updated ?? account } as const;
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.failure === "unauthorized") return { reconnect: account.id } as const;
      // A long-lived token (Instagram) whose renewal fails while it still lives is no reason to stop.
      if (longLived && !expired && !options.force) return { token: stored.accessToken, account } as const;
      return { error: providerFailure(provider, "token", error) } as const;
    }
  });
  if ("reconnect" in outcome && outcome.reconnect) {
    await markReconnect(ctx.db, outcome.reconnect, now);
    ctx.log.info({ provider }, "social grant revoked: the fan must connect again");
    throw new AppError("socialAccount-E2001");
  }
  if ("error" in outcome && outcome.error) throw outcome.error;
  if (!("token" in outcome) || !outcome.token || !outcome.account) throw new Error("unreachable: no token");
  return { token: outcome.token, account: outcome.account };
}

/**
 * Runs provider calls with the fan's token; a 401 on the way (revoked or expired early) gets one forced
 * refresh and a second try, then asks the fan to reconnect.
 */
export async function withAccessToken<T>(
  ctx: CoreContext,
  fanId: string,
  provider: SocialProvider,
  run: (access: AccessToken) => Promise<T>,
): Promise<T> {
  const access = await getAccessToken(ctx, fanId, provider);
  try {
    return await run(access);
  } catch (error) {
    if (!(error instanceof ProviderError) || error.failure !== "unauthorized") throw error;
    const fresh = await getAccessToken(ctx, fanId, provider, { force: true });
    try {
      return await run(fresh);
    } catch (again) {
      if (again instanceof ProviderError && again.failure === "unauthorized") {
        await markReconnect(ctx.db, fresh.account.id, ctx.clock.now());
        throw new AppError("socialAccount-E2001", { cause: again, context: providerContext(provider, again) });
      }
      throw again;
    }
  }
}
