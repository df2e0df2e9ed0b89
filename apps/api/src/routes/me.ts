import {
  confirmAccountCancel,
  confirmEmailChange,
  requestAccountCancel,
  requestEmailChange,
  toUserView,
  updatePreferences,
} from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { type CookiePolicy, clearSessionCookies } from "../cookies";
import { requestMeta, requireFan } from "./fan";
import { registerRoute } from "./register";

export const meRoutes: FastifyPluginAsyncZod<{ cookiePolicy: CookiePolicy }> = async (app, { cookiePolicy }) => {
  registerRoute(app, API_ROUTES.getMe, async (request) => toUserView(await requireFan(request)));

  registerRoute(app, API_ROUTES.updateMe, async (request) => {
    const fan = await requireFan(request);
    return updatePreferences(request.ctx, fan.id, request.body);
  });

  registerRoute(app, API_ROUTES.requestEmailChange, async (request, reply) => {
    const fan = await requireFan(request);
    const result = await requestEmailChange(request.ctx, fan, request.body, requestMeta(request));
    return reply.code(202).send({ sent: true, ...result });
  });

  registerRoute(app, API_ROUTES.verifyEmailChange, async (request) => ({
    user: await confirmEmailChange(request.ctx, request.body),
  }));

  registerRoute(app, API_ROUTES.requestCancel, async (request, reply) => {
    const fan = await requireFan(request);
    const result = await requestAccountCancel(request.ctx, fan);
    return reply.code(202).send({ sent: true, ...result });
  });

  registerRoute(app, API_ROUTES.verifyCancel, async (request, reply) => {
    await confirmAccountCancel(request.ctx, request.body);
    clearSessionCookies(reply, cookiePolicy);
    return { cancelled: true as const };
  });
};
