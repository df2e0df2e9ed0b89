import { providerOfCondition, type SocialProvider } from "@fanfare/protocol";
import { and, eq, lt } from "drizzle-orm";
import { assertParticipationOpen, loadFanCampaign } from "../campaigns/load-campaign";
import { conditionModule } from "../conditions/registry";
import type { CoreContext } from "../context";
import { AppError } from "../errors";
import { callbackUrl, callPolicy, isProviderConfigured, requireSocial } from "./config";
import { browserKeyHash, stateHash } from "./pkce";
import { defaultScopes, providerAdapter } from "./providers";
import { oauthStates, socialAccounts } from "./tables";
import { sealVerifier } from "./token-vault";
import { newAuthorizationSecrets } from "./tokens";

/** How long an authorization request may take, from this call to the provider's redirect back. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * A fan starts connecting the account a condition needs: a fresh `state` and PKCE verifier are kept
 * server-side (the state as a hash, the verifier sealed), bound to the fan, the condition, the page to
 * come back to and the browser (a key the caller sets as a cookie for the provider's callback, kept here
 * as a hash); the answer is the provider's authorize URL and that key. Scopes are the smallest the
 * condition needs (its kind's connectScopes, e.g. Spotify's: plus those the fan already granted, so one account serves every Spotify
 * condition).
 */
export async function startSocialConnect(
  ctx: CoreContext,
  input: { fanId: string; campaignId: string; conditionId: string; returnTo: string },
): Promise<{ authorizeUrl: string; provider: SocialProvider; browserKey: string }> {
  const now = ctx.clock.now();
  const { campaign, conditions } = await loadFanCampaign(ctx.db, input.campaignId);
  const condition = conditions.find((c) => c.id === input.conditionId);
  const provider = condition ? providerOfCondition(condition.type) : null;
  if (!condition || !provider) throw new AppError("request-E1004");
  if (!isProviderConfigured(ctx, provider)) throw new AppError("socialAccount-E2002");
  assertParticipationOpen(campaign, now);
  const social = requireSocial(ctx);
  const adapter = providerAdapter(social, callPolicy(ctx), provider);

  let scopes = defaultScopes(provider);
  const conditionScopes = conditionModule(condition.type).connectScopes?.(condition.config);
  if (conditionScopes) {
    // The scopes the fan already granted are kept, so one account serves every condition of the provider.
    const [existing] = await ctx.db
      .select({ scopes: socialAccounts.scopes })
      .from(socialAccounts)
      .where(and(eq(socialAccounts.userId, input.fanId), eq(socialAccounts.provider, provider)));
    scopes = [...new Set([...(existing?.scopes ?? []), ...conditionScopes])].sort();
  }

  const { state, verifier, challenge, browserKey } = newAuthorizationSecrets();
  const hash = stateHash(state);
  // Old requests of this fan are of no use any more: dropped as new ones are made.
  await ctx.db.delete(oauthStates).where(and(eq(oauthStates.userId, input.fanId), lt(oauthStates.expiresAt, now)));
  await ctx.db.insert(oauthStates).values({
    stateHash: hash,
    userId: input.fanId,
    provider,
    codeVerifier: sealVerifier(social, hash, verifier),
    scopes,
    campaignId: campaign.id,
    conditionId: condition.id,
    returnTo: input.returnTo,
    browserKeyHash: browserKeyHash(browserKey),
    expiresAt: new Date(now.getTime() + OAUTH_STATE_TTL_MS),
    createdAt: now,
  });
  ctx.log.info({ provider, campaignId: campaign.id, conditionId: condition.id }, "social connect started");
  return {
    authorizeUrl: adapter.authorizeUrl({ state, challenge, scopes, redirectUri: callbackUrl(social, provider) }),
    provider,
    browserKey,
  };
}
