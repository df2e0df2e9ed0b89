import { getOperatorDraw } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/** Operator API for a campaign's lucky draw (the console's draw page): read only, every role. */
export const operatorDrawRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorGetCampaignDraw, async (request) =>
    getOperatorDraw(request.ctx, await currentOperator(request), { ...request.params, ...request.query }),
  );
};
