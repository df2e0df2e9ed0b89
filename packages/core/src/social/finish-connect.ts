import { randomUUID } from "node:crypto";
import { type ErrorCode, type SocialProvider, safeReturnPath } from "@fanfare/protocol";
import { and, eq, gt, isNull } from "drizzle-orm";
import type { CoreContext } from "../context";
import { isUniqueViolation } from "../db/errors";
import { AppError, isAppError } from "../errors";
import { clearPermissionRejections, setSocialConditionState } from "./condition-states";
import { callbackUrl, callPolicy, requireSocial } from "./config";
import { ProviderError } from "./http";
import { browserKeyHash, stateHash } from "./pkce";
import { deniedCode, providerAdapter, providerCode, providerFailure } from "./providers";
import { socialProviderModule } from "./registry";
import { oauthStates, socialAccounts } from "./tables";
import { openVerifier, sealToken } from "./token-vault";

export type CallbackQuery = { state?: string | undefined; code?: string | undefined; error?: string | undefined };

/** Where the fan goes back to (a path of this site, or null) and what happened: connected, or the code to show. */
export type ConnectOutcome = { returnTo: string | null; error: ErrorCode | null };

/**
 * The provider sent the fan back. The `state` must be unused and fresh (it is used up here, whatever
 * follows), and come back in the browser that started it (`browserKey`, its cookie) and, when that
 * browser is signed in, for the same fan: otherwise socialAccount-E2006 and nothing is linked (a fan who
 * consents to someone else's link must not connect their account to that person's). A session that
 * expired during the consent is no reason to fail: the browser key says it is the same browser.
 * A refusal records RejectPermission on the condition (Spotify -E2008,
 * Instagram/TikTok -E2006). Otherwise the code is exchanged with the PKCE verifier, the provider's user is
 * read and linked: one provider account belongs to one Fanfare account (unique index → -E2000).
 * Never throws for the provider's sake: every failure becomes an outcome the web page shows.
 */
export async function finishSocialConnect(
  ctx: CoreContext,
  input: { provider: SocialProvider; fanId: string | null; browserKey: string | null; query: CallbackQuery },
): Promise<ConnectOutcome> {
  const now = ctx.clock.now();
  const social = requireSocial(ctx);
  if (!input.query.state) return { returnTo: null, error: "socialAccount-E2003" };
  const hash = stateHash(input.query.state);
  const [request] = await ctx.db
    .update(oauthStates)
    .set({ usedAt: now })
    .where(
      and(
        eq(oauthStates.stateHash, hash),
        eq(oauthStates.provider, input.provider),
        isNull(oauthStates.usedAt),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  if (!request) return { returnTo: null, error: "socialAccount-E2003" };
  // Rows stored before the rule may hold any return address: only a path of this site is followed.
  const returnTo = safeReturnPath(request.returnTo) ?? null;
  const sameBrowser =
    input.browserKey !== null &&
    request.browserKeyHash !== null &&
    browserKeyHash(input.browserKey) === request.browserKeyHash;
  if (!sameBrowser || (input.fanId !== null && input.fanId !== request.userId)) {
    ctx.log.warn({ provider: input.provider, sameBrowser }, "social connect refused: another browser or fan");
    return { returnTo, error: "socialAccount-E2006" };
  }
  const fanId = request.userId;
  const provider = input.provider;

  if (input.query.error || !input.query.code) {
    const denied = input.query.error === "access_denied";
    if (denied && request.conditionId && request.campaignId) {
      await setSocialConditionState(
        ctx.db,
        { conditionId: request.conditionId, userId: fanId, campaignId: request.campaignId, provider },
        "REJECT_PERMISSION",
        now,
      );
    }
    ctx.log.info({ provider, error: input.query.error ?? "no code" }, "social connect refused");
    return {
      returnTo,
      error: denied ? deniedCode(provider) : providerCode(provider, failedCodeSuffix(provider)),
    };
  }

  try {
    const adapter = providerAdapter(social, callPolicy(ctx), provider);
    const redirectUri = callbackUrl(social, provider);
    const verifier = openVerifier(social, hash, request.codeVerifier);
    const tokens = await adapter
      .exchange({ code: input.query.code, verifier, redirectUri, now })
      .catch((error: unknown) => {
        throw error instanceof ProviderError ? providerFailure(provider, "token", error) : error;
      });
    const profile = await adapter.profile(tokens.accessToken).catch((error: unknown) => {
      throw error instanceof ProviderError ? providerFailure(provider, "me", error) : error;
    });
    await linkAccount(ctx, {
      fanId,
      provider,
      profile,
      tokens: { ...tokens, scopes: tokens.scopes ?? request.scopes },
      now,
    });
    await clearPermissionRejections(ctx.db, fanId, provider);
    ctx.log.info({ provider }, "social account connected");
    return { returnTo, error: null };
  } catch (error) {
    if (isAppError(error)) {
      ctx.log.warn({ provider, code: error.code }, "social connect failed");
      return { returnTo, error: error.code };
    }
    throw error;
  }
}

async function linkAccount(
  ctx: CoreContext,
  input: {
    fanId: string;
    provider: SocialProvider;
    profile: { id: string; displayName: string };
    tokens: {
      accessToken: string;
      accessExpiresAt: Date;
      refreshToken: string | null;
      refreshExpiresAt: Date | null;
      scopes: string[];
    };
    now: Date;
  },
): Promise<void> {
  const social = requireSocial(ctx);
  const [existing] = await ctx.db
    .select({ id: socialAccounts.id })
    .from(socialAccounts)
    .where(and(eq(socialAccounts.userId, input.fanId), eq(socialAccounts.provider, input.provider)));
  const id = existing?.id ?? randomUUID();
  const values = {
    providerUserId: input.profile.id,
    displayName: input.profile.displayName.slice(0, 200),
    scopes: input.tokens.scopes,
    accessToken: sealToken(social, id, "access", input.tokens.accessToken),
    accessExpiresAt: input.tokens.accessExpiresAt,
    refreshToken: input.tokens.refreshToken ? sealToken(social, id, "refresh", input.tokens.refreshToken) : null,
    refreshExpiresAt: input.tokens.refreshExpiresAt,
    issuedAt: input.now,
    status: "ACTIVE" as const,
    updatedAt: input.now,
  };
  try {
    await ctx.db
      .insert(socialAccounts)
      .values({ id, userId: input.fanId, provider: input.provider, createdAt: input.now, ...values })
      .onConflictDoUpdate({ target: [socialAccounts.userId, socialAccounts.provider], set: values });
  } catch (error) {
    if (isUniqueViolation(error, "social_accounts_provider_user_key")) {
      throw new AppError(providerCode(input.provider, "E2000"), {
        cause: error,
        context: { provider: input.provider, operation: "social.link-account" },
      });
    }
    throw error;
  }
}

/** A connect that came back without a code: the provider's one failure code (Spotify), else "no token" (-E2004). */
const failedCodeSuffix = (provider: SocialProvider) => socialProviderModule(provider).oneFailureSuffix ?? "E2004";
