import {
  confirmAccountCancel,
  confirmEmailChange,
  requestAccountCancel,
  requestEmailChange,
  toUserView,
  updatePreferences,
} from "@fanfare/core";
import {
  AccountCancelledResponse,
  ConfirmTokenRequest,
  EmailChangedResponse,
  MailSentResponse,
  RequestEmailChangeRequest,
  UpdateMeRequest,
  UserView,
} from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type CookiePolicy, clearSessionCookies } from "../cookies";
import { errorResponses } from "./errors-schema";
import { requestMeta, requireFan } from "./fan";

export const meRoutes: FastifyPluginAsyncZod<{ cookiePolicy: CookiePolicy }> = async (app, { cookiePolicy }) => {
  app.get(
    "/api/v1/me",
    { schema: { tags: ["me"], summary: "The signed-in fan", response: { 200: UserView, ...errorResponses(401) } } },
    async (request) => toUserView(await requireFan(request)),
  );

  app.patch(
    "/api/v1/me",
    {
      schema: {
        tags: ["me"],
        summary: "Preferences: country, language, time zone, news-mail opt-in",
        body: UpdateMeRequest,
        response: { 200: UserView, ...errorResponses(401) },
      },
    },
    async (request) => {
      const fan = await requireFan(request);
      return updatePreferences(request.ctx, fan.id, request.body);
    },
  );

  app.post(
    "/api/v1/me/email-change",
    {
      schema: {
        tags: ["me"],
        summary:
          "Mail a confirmation link to a new address. An address that already has an account gets the same " +
          "answer (its owner is told by mail that nothing changed); 409 only for the fan's current address.",
        body: RequestEmailChangeRequest,
        response: { 202: MailSentResponse, ...errorResponses(401, 409) },
      },
    },
    async (request, reply) => {
      const fan = await requireFan(request);
      const result = await requestEmailChange(request.ctx, fan, request.body, requestMeta(request));
      return reply.code(202).send({ sent: true, ...result });
    },
  );

  app.post(
    "/api/v1/me/email-change/verify",
    {
      schema: {
        tags: ["me"],
        summary: "Open the e-mail change link (works from any browser: the link is the proof)",
        body: ConfirmTokenRequest,
        response: { 200: EmailChangedResponse, ...errorResponses(404, 409, 410) },
      },
    },
    async (request) => ({ user: await confirmEmailChange(request.ctx, request.body) }),
  );

  app.post(
    "/api/v1/me/cancel",
    {
      schema: {
        tags: ["me"],
        summary: "Mail an account-cancellation link to the current address",
        response: { 202: MailSentResponse, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const fan = await requireFan(request);
      const result = await requestAccountCancel(request.ctx, fan);
      return reply.code(202).send({ sent: true, ...result });
    },
  );

  app.post(
    "/api/v1/me/cancel/verify",
    {
      schema: {
        tags: ["me"],
        summary: "Confirm cancellation: erases personal data and ends every session",
        body: ConfirmTokenRequest,
        response: { 200: AccountCancelledResponse, ...errorResponses(404, 410) },
      },
    },
    async (request, reply) => {
      await confirmAccountCancel(request.ctx, request.body);
      clearSessionCookies(reply, cookiePolicy);
      return { cancelled: true as const };
    },
  );
};
