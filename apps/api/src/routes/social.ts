import {
  finishSocialConnect,
  isAppError,
  listRecentPosts,
  listSocialAccounts,
  OAUTH_STATE_TTL_MS,
  startSocialConnect,
  unlinkSocialAccount,
} from "@fanfare/core";
import {
  API_ROUTES,
  SOCIAL_PROVIDER_BY_ID,
  SOCIAL_PROVIDER_DEFINITIONS,
  type SocialProvider,
  type SocialProviderUrlSlug,
} from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { CookiePolicy } from "../cookies";
import { optionalFan, requireFan } from "./fan";
import { registerRoute } from "./register";

const toProvider = (slug: SocialProviderUrlSlug): SocialProvider => {
  const provider = SOCIAL_PROVIDER_DEFINITIONS.find((p) => p.urlSlug === slug);
  if (!provider) throw new Error(`unknown provider slug ${slug}`);
  return provider.id;
};

/**
 * The browser key of a connect in flight (see startSocialConnect). HttpOnly; SameSite=Lax, so the
 * provider's top-level redirect back carries it; sent only to that provider's callback, so connects to
 * two providers at once do not overwrite each other's; no longer than the state lives.
 */
export const CONNECT_COOKIE = "ff_oc";
const connectCookiePath = (provider: SocialProvider) =>
  `/api/v1/social/${SOCIAL_PROVIDER_BY_ID[provider].urlSlug}/callback`;

/**
 * Music and social accounts (ADR 0016): connect (authorize URL), the providers' redirect back, the fan's
 * connected accounts, the fan's recent posts. Thin: parse → core verb. Completing the Spotify and hashtag
 * conditions goes through the kinds' completion routes (routes/campaigns/conditions.ts).
 */
export const socialRoutes: FastifyPluginAsyncZod<{ publicUrl: string; cookiePolicy: CookiePolicy }> = async (
  app,
  { publicUrl, cookiePolicy },
) => {
  const origin = new URL(publicUrl).origin;

  registerRoute(app, API_ROUTES.socialAccounts, async (request) =>
    listSocialAccounts(request.ctx, { fanId: (await requireFan(request)).id }),
  );

  registerRoute(app, API_ROUTES.unlinkSocialAccount, async (request) => {
    const fan = await requireFan(request);
    return unlinkSocialAccount(request.ctx, { fanId: fan.id, provider: toProvider(request.params.provider) });
  });

  registerRoute(app, API_ROUTES.startSocialConnect, async (request, reply) => {
    const fan = await requireFan(request);
    const started = await startSocialConnect(request.ctx, {
      fanId: fan.id,
      ...request.params,
      returnTo: request.body.returnTo,
    });
    reply.setCookie(CONNECT_COOKIE, started.browserKey, {
      httpOnly: true,
      secure: cookiePolicy.secure,
      sameSite: "lax",
      path: connectCookiePath(started.provider),
      maxAge: OAUTH_STATE_TTL_MS / 1000,
    });
    return { authorizeUrl: started.authorizeUrl };
  });

  registerRoute(app, API_ROUTES.socialCallback, async (request, reply) => {
    // A session that expired during the consent is no reason to fail: the browser key (the cookie set
    // at the start) says it is the same browser, and the state names the fan.
    const fan = await optionalFan(request).catch(() => null);
    const provider = toProvider(request.params.provider);
    let returnTo: string | null = null;
    let error: string | null = null;
    try {
      const outcome = await finishSocialConnect(request.ctx, {
        provider,
        fanId: fan?.id ?? null,
        browserKey: request.cookies[CONNECT_COOKIE] ?? null,
        query: request.query,
      });
      returnTo = outcome.returnTo;
      error = outcome.error;
    } catch (thrown) {
      if (!isAppError(thrown)) throw thrown;
      error = thrown.code;
    }
    // The state is used up whatever happened: its key has nothing left to prove.
    reply.clearCookie(CONNECT_COOKIE, {
      httpOnly: true,
      secure: cookiePolicy.secure,
      sameSite: "lax",
      path: connectCookiePath(provider),
    });
    // returnTo is a path of this site (protocol's safeReturnPath); the origin is checked once more here,
    // where it would become an open redirect.
    let target = new URL(returnTo ?? "/", origin);
    if (target.origin !== origin) target = new URL("/", origin);
    target.searchParams.set("social", request.params.provider);
    target.searchParams.set("result", error ? "error" : "connected");
    if (error) target.searchParams.set("code", error);
    return reply.redirect(target.toString(), 302);
  });

  registerRoute(app, API_ROUTES.recentPosts, async (request) => {
    const fan = await requireFan(request);
    return listRecentPosts(request.ctx, { fanId: fan.id, ...request.params });
  });
};
