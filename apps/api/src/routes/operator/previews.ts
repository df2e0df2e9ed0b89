import { previewCampaign, previewCampaignMails } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/** Operator API for the console's preview: the fan's campaign page in any state, and the campaign's mails. Read only, every role. */
export const operatorPreviewRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorPreviewCampaign, async (request) =>
    previewCampaign(request.ctx, await currentOperator(request), { ...request.params, ...request.query }),
  );
  registerRoute(app, API_ROUTES.operatorPreviewCampaignMails, async (request) =>
    previewCampaignMails(request.ctx, await currentOperator(request), { ...request.params, ...request.query }),
  );
};
