import {
  addCondition,
  createCampaign,
  generateCodes,
  getOperatorCampaign,
  getPublishChecklist,
  importCodes,
  listCampaignVersions,
  listOperatorCampaigns,
  removeCondition,
  reorderConditions,
  setCampaignStatus,
  toCsv,
  updateCampaign,
  updateCondition,
} from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(csv);
}

/** Operator API for campaigns and conditions' codes (the exports: exports.ts): scoped to the operator's company. */
export const operatorCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorListCampaigns, async (request) => ({
    campaigns: await listOperatorCampaigns(request.ctx, await currentOperator(request), request.params),
  }));

  registerRoute(app, API_ROUTES.operatorCreateCampaign, async (request, reply) => {
    const operator = await currentOperator(request);
    const { id } = await createCampaign(request.ctx, operator, {
      projectId: request.params.projectId,
      definition: request.body,
    });
    return reply.code(201).send(await getOperatorCampaign(request.ctx, operator, { campaignId: id }));
  });

  registerRoute(app, API_ROUTES.operatorGetCampaign, async (request) =>
    getOperatorCampaign(request.ctx, await currentOperator(request), request.params),
  );

  registerRoute(app, API_ROUTES.operatorUpdateCampaign, async (request) =>
    updateCampaign(request.ctx, await currentOperator(request), {
      campaignId: request.params.campaignId,
      patch: request.body,
    }),
  );

  for (const [route, status] of [
    [API_ROUTES.operatorPublishCampaign, "PUBLISH"],
    [API_ROUTES.operatorEndCampaign, "END"],
  ] as const) {
    registerRoute(app, route, async (request) =>
      setCampaignStatus(request.ctx, await currentOperator(request), {
        campaignId: request.params.campaignId,
        status,
        // An operator publishes only what the checklist passes (ADR 0023).
        checklist: true,
      }),
    );
  }

  registerRoute(app, API_ROUTES.operatorCampaignChecklist, async (request) =>
    getPublishChecklist(request.ctx, await currentOperator(request), request.params),
  );

  registerRoute(app, API_ROUTES.operatorListCampaignVersions, async (request) =>
    listCampaignVersions(request.ctx, await currentOperator(request), request.params),
  );

  registerRoute(app, API_ROUTES.operatorAddCondition, async (request, reply) => {
    const view = await addCondition(request.ctx, await currentOperator(request), {
      campaignId: request.params.campaignId,
      definition: request.body,
    });
    return reply.code(201).send(view);
  });

  registerRoute(app, API_ROUTES.operatorReorderConditions, async (request) =>
    reorderConditions(request.ctx, await currentOperator(request), {
      campaignId: request.params.campaignId,
      conditionIds: request.body.conditionIds,
    }),
  );

  registerRoute(app, API_ROUTES.operatorUpdateCondition, async (request) =>
    updateCondition(request.ctx, await currentOperator(request), {
      conditionId: request.params.conditionId,
      definition: request.body,
    }),
  );

  registerRoute(app, API_ROUTES.operatorRemoveCondition, async (request) =>
    removeCondition(request.ctx, await currentOperator(request), request.params),
  );

  registerRoute(app, API_ROUTES.operatorGenerateCodes, async (request, reply) => {
    const result = await generateCodes(request.ctx, await currentOperator(request), {
      conditionId: request.params.conditionId,
      ...request.body,
    });
    const csv = toCsv(
      ["code", "nft_id"],
      result.codes.map((c) => [c, result.nftId]),
    );
    return sendCsv(reply, `codes-${request.params.conditionId}.csv`, csv);
  });

  registerRoute(app, API_ROUTES.operatorImportCodes, async (request) =>
    importCodes(request.ctx, await currentOperator(request), {
      conditionId: request.params.conditionId,
      ...request.body,
    }),
  );
};
