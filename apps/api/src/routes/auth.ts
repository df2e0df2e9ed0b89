import {
  AppError,
  isBrowserKey,
  newBrowserKey,
  refreshSession,
  requestSignInMail,
  revokeSession,
  verifySignInCode,
  verifySignInLink,
} from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACCESS_COOKIE, type CookiePolicy, clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from "../cookies";
import { requestMeta } from "./fan";
import { registerRoute } from "./register";

/**
 * The key of the browser that asked for a sign-in mail: the mail's code works only with it (ADR 0022).
 * HttpOnly (no script reads it), SameSite=Strict (only our own pages' requests carry it; the code is
 * typed on our page), sent only to the sign-in mail's routes, and gone when the mail's link expires.
 * Kept across resends, so the code of an earlier mail of this browser still works while it lives.
 */
export const SIGN_IN_CODE_COOKIE = "ff_sc";
const SIGN_IN_CODE_COOKIE_PATH = "/api/v1/auth/email";

export const authRoutes: FastifyPluginAsyncZod<{ cookiePolicy: CookiePolicy }> = async (app, { cookiePolicy }) => {
  registerRoute(app, API_ROUTES.captchaConfig, async (request) => ({
    provider: request.ctx.captcha.provider,
    siteKey: request.ctx.captcha.siteKey,
  }));

  registerRoute(app, API_ROUTES.requestSignInMail, async (request, reply) => {
    const kept = request.cookies[SIGN_IN_CODE_COOKIE];
    const browserKey = isBrowserKey(kept) ? kept : newBrowserKey();
    const result = await requestSignInMail(request.ctx, { ...request.body, browserKey }, requestMeta(request));
    reply.setCookie(SIGN_IN_CODE_COOKIE, browserKey, {
      httpOnly: true,
      secure: cookiePolicy.secure,
      sameSite: "strict",
      path: SIGN_IN_CODE_COOKIE_PATH,
      maxAge: Math.max(60, Math.round(request.ctx.config.linkTokenTtlMinutes * 60)),
    });
    return reply.code(202).send({ sent: true, resendAfterSeconds: result.resendAfterSeconds });
  });

  registerRoute(app, API_ROUTES.verifySignInLink, async (request, reply) => {
    const { user, isNewAccount, session } = await verifySignInLink(request.ctx, request.body, requestMeta(request));
    setSessionCookies(reply, session, cookiePolicy);
    return { user, isNewAccount };
  });

  registerRoute(app, API_ROUTES.verifySignInCode, async (request, reply) => {
    const { user, isNewAccount, session } = await verifySignInCode(
      request.ctx,
      { code: request.body.code, browserKey: request.cookies[SIGN_IN_CODE_COOKIE] },
      requestMeta(request),
    );
    setSessionCookies(reply, session, cookiePolicy);
    reply.clearCookie(SIGN_IN_CODE_COOKIE, {
      httpOnly: true,
      secure: cookiePolicy.secure,
      sameSite: "strict",
      path: SIGN_IN_CODE_COOKIE_PATH,
    });
    return { user, isNewAccount };
  });

  registerRoute(app, API_ROUTES.refreshSession, async (request, reply) => {
    const raw = request.cookies[REFRESH_COOKIE];
    if (!raw) throw new AppError("auth-E1001");
    try {
      setSessionCookies(reply, await refreshSession(request.ctx, raw), cookiePolicy);
    } catch (error) {
      clearSessionCookies(reply, cookiePolicy);
      throw error;
    }
    return { ok: true as const };
  });

  registerRoute(app, API_ROUTES.logout, async (request, reply) => {
    await revokeSession(request.ctx, {
      accessToken: request.cookies[ACCESS_COOKIE],
      refreshToken: request.cookies[REFRESH_COOKIE],
    });
    clearSessionCookies(reply, cookiePolicy);
    return { ok: true as const };
  });
};
