import { rehearseCampaign } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/** A campaign rehearsed against synthetic fans (ADR 0028): computed in memory, written nowhere, every role. */
export const operatorRehearsalRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorRehearseCampaign, async (request) =>
    rehearseCampaign(request.ctx, await currentOperator(request), { ...request.params, ...request.body }),
  );
};
