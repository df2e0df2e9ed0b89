import { AppError, refreshSession, requestSignInMail, revokeSession, verifySignInLink } from "@fanfare/core";
import {
  CaptchaConfigResponse,
  MailSentResponse,
  OkResponse,
  RequestSignInMailRequest,
  SignInResponse,
  VerifyLinkRequest,
} from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { ACCESS_COOKIE, type CookiePolicy, clearSessionCookies, REFRESH_COOKIE, setSessionCookies } from "../cookies";
import { errorResponses } from "./errors-schema";
import { requestMeta } from "./fan";

export const authRoutes: FastifyPluginAsyncZod<{ cookiePolicy: CookiePolicy }> = async (app, { cookiePolicy }) => {
  app.get(
    "/api/v1/auth/captcha",
    {
      schema: {
        tags: ["auth"],
        summary: "Which captcha the enter-email screen shows",
        response: { 200: CaptchaConfigResponse },
      },
    },
    async (request) => ({ provider: request.ctx.captcha.provider, siteKey: request.ctx.captcha.siteKey }),
  );

  app.post(
    "/api/v1/auth/email",
    {
      schema: {
        tags: ["auth"],
        summary: "Mail a sign-in link (user-E2005 within a minute of the last one)",
        body: RequestSignInMailRequest,
        response: { 202: MailSentResponse, ...errorResponses() },
      },
    },
    async (request, reply) => {
      const result = await requestSignInMail(request.ctx, request.body, requestMeta(request));
      return reply.code(202).send({ sent: true, ...result });
    },
  );

  app.post(
    "/api/v1/auth/email/verify",
    {
      schema: {
        tags: ["auth"],
        summary: "Open a sign-in link: signs in, creating the account for a new address",
        body: VerifyLinkRequest,
        response: { 200: SignInResponse, ...errorResponses(409, 410) },
      },
    },
    async (request, reply) => {
      const { user, isNewAccount, session } = await verifySignInLink(request.ctx, request.body, requestMeta(request));
      setSessionCookies(reply, session, cookiePolicy);
      return { user, isNewAccount };
    },
  );

  app.post(
    "/api/v1/auth/refresh",
    {
      schema: {
        tags: ["auth"],
        summary: "Rotate the session cookies (reusing an old refresh token ends the session)",
        response: { 200: OkResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const raw = request.cookies[REFRESH_COOKIE];
      if (!raw) throw new AppError("auth-E1001");
      try {
        setSessionCookies(reply, await refreshSession(request.ctx, raw), cookiePolicy);
      } catch (error) {
        clearSessionCookies(reply, cookiePolicy);
        throw error;
      }
      return { ok: true as const };
    },
  );

  app.post(
    "/api/v1/auth/logout",
    {
      schema: {
        tags: ["auth"],
        summary: "Sign out: revokes the session",
        response: { 200: OkResponse, ...errorResponses() },
      },
    },
    async (request, reply) => {
      await revokeSession(request.ctx, {
        accessToken: request.cookies[ACCESS_COOKIE],
        refreshToken: request.cookies[REFRESH_COOKIE],
      });
      clearSessionCookies(reply, cookiePolicy);
      return { ok: true as const };
    },
  );
};
