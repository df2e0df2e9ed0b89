import {
  completeCondition,
  finishSocialConnect,
  isAppError,
  listRecentPosts,
  listSocialAccounts,
  OAUTH_STATE_TTL_MS,
  startSocialConnect,
  unlinkSocialAccount,
} from "@fanfare/core";
import {
  ConditionCompletedResponse,
  ConditionParams,
  HashtagConditionRequest,
  SocialAccountList,
  SocialCallbackQuery,
  SocialPostList,
  type SocialProvider,
  SocialProviderParams,
  SpotifyConditionRequest,
  StartSocialConnectRequest,
  StartSocialConnectResponse,
} from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { CookiePolicy } from "../cookies";
import { errorResponses } from "./errors-schema";
import { optionalFan, requestMeta, requireFan } from "./fan";

const toProvider = (name: "spotify" | "instagram" | "tiktok") => name.toUpperCase() as SocialProvider;

/**
 * The browser key of a connect in flight (see startSocialConnect). HttpOnly; SameSite=Lax, so the
 * provider's top-level redirect back carries it; sent only to that provider's callback, so connects to
 * two providers at once do not overwrite each other's; no longer than the state lives.
 */
export const CONNECT_COOKIE = "ff_oc";
const connectCookiePath = (provider: SocialProvider) => `/api/v1/social/${provider.toLowerCase()}/callback`;

/**
 * Music and social accounts (ADR 0016): connect (authorize URL), the providers' redirect back, the fan's
 * connected accounts, and completing the Spotify and hashtag conditions. Thin: parse → core verb.
 */
export const socialRoutes: FastifyPluginAsyncZod<{ publicUrl: string; cookiePolicy: CookiePolicy }> = async (
  app,
  { publicUrl, cookiePolicy },
) => {
  const tags = ["social"];
  const origin = new URL(publicUrl).origin;

  app.get(
    "/api/v1/me/social-accounts",
    {
      schema: {
        tags,
        summary: "The providers this server offers (others are hidden) and the fan's connected account on each",
        response: { 200: SocialAccountList, ...errorResponses(401) },
      },
    },
    async (request) => listSocialAccounts(request.ctx, { fanId: (await requireFan(request)).id }),
  );

  app.delete(
    "/api/v1/me/social-accounts/:provider",
    {
      schema: {
        tags,
        summary: "Disconnect a provider (its tokens are deleted)",
        params: SocialProviderParams,
        response: { 200: z.object({ unlinked: z.literal(true) }), ...errorResponses(401, 404, 409) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return unlinkSocialAccount(request.ctx, { fanId: fan.id, provider: toProvider(request.params.provider) });
    },
  );

  app.post(
    "/api/v1/campaigns/:campaignId/conditions/:conditionId/social/connect",
    {
      schema: {
        tags,
        summary: "Start connecting the account a condition needs: the provider's authorize URL (state + PKCE)",
        params: ConditionParams,
        body: StartSocialConnectRequest,
        response: { 200: StartSocialConnectResponse, ...errorResponses(401, 404, 410) },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.get(
    "/api/v1/social/:provider/callback",
    {
      schema: {
        tags,
        summary:
          "The provider's redirect back: links the account (only in the browser and for the fan that started the " +
          "connect, else socialAccount-E2006), then sends the fan to the page they came from",
        params: SocialProviderParams,
        querystring: SocialCallbackQuery,
        response: { 302: z.null(), ...errorResponses(404) },
      },
    },
    async (request, reply) => {
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
    },
  );

  app.post(
    "/api/v1/campaigns/:campaignId/conditions/:conditionId/spotify",
    {
      schema: {
        tags,
        summary: "Spotify conditions: verify (read the library back) or do it for me (with consent), then verify",
        params: ConditionParams,
        body: SpotifyConditionRequest,
        response: { 200: ConditionCompletedResponse, ...errorResponses(401, 404, 409, 410, 502) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return completeCondition(
        request.ctx,
        { fanId: fan.id, ...request.params, expect: "spotify", body: request.body },
        requestMeta(request),
      );
    },
  );

  app.post(
    "/api/v1/campaigns/:campaignId/conditions/:conditionId/hashtag",
    {
      schema: {
        tags,
        summary: "Hashtag conditions: the fan's post (URL or id) is read through their account and checked",
        params: ConditionParams,
        body: HashtagConditionRequest,
        response: { 200: ConditionCompletedResponse, ...errorResponses(401, 404, 409, 410, 502) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return completeCondition(
        request.ctx,
        { fanId: fan.id, ...request.params, expect: "hashtag", body: request.body },
        requestMeta(request),
      );
    },
  );

  app.get(
    "/api/v1/campaigns/:campaignId/conditions/:conditionId/hashtag/posts",
    {
      schema: {
        tags,
        summary: "The fan's posts since the campaign started, to pick the one to verify",
        params: ConditionParams,
        response: { 200: SocialPostList, ...errorResponses(401, 404, 409, 410, 502) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return listRecentPosts(request.ctx, { fanId: fan.id, ...request.params });
    },
  );
};
