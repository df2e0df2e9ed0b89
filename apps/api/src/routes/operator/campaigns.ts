import {
  createCampaign,
  exportClaims,
  exportDrawEntries,
  generateCodes,
  getOperatorCampaign,
  listOperatorCampaigns,
  setCampaignStatus,
  toCsv,
  updateCampaign,
} from "@fanfare/core";
import {
  CampaignDefinition,
  CampaignParams,
  CampaignPatch,
  GenerateCodesRequest,
  OperatorCampaignView,
  OperatorConditionParams,
  ProjectParams,
} from "@fanfare/protocol";
import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../errors-schema";
import { currentOperator } from "./operator";

const Csv = z.string().meta({ description: "text/csv, UTF-8, CRLF line ends, a header row" });

function sendCsv(reply: FastifyReply, filename: string, csv: string) {
  return reply
    .type("text/csv; charset=utf-8")
    .header("content-disposition", `attachment; filename="${filename}"`)
    .header("cache-control", "no-store")
    .send(csv);
}

/** Operator API for campaigns, conditions' codes and exports: scoped to the operator's company. */
export const operatorCampaignRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["operator"];

  app.get(
    "/api/v1/operator/projects/:projectId/campaigns",
    {
      schema: {
        tags,
        summary: "The project's campaigns",
        params: ProjectParams,
        response: { 200: z.object({ campaigns: z.array(OperatorCampaignView) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({
      campaigns: await listOperatorCampaigns(request.ctx, await currentOperator(request), request.params),
    }),
  );

  app.post(
    "/api/v1/operator/projects/:projectId/campaigns",
    {
      schema: {
        tags,
        summary: "Create a campaign with its NFTs, conditions and given codes (MAKING)",
        params: ProjectParams,
        body: CampaignDefinition,
        response: { 201: OperatorCampaignView, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const operator = await currentOperator(request);
      const { id } = await createCampaign(request.ctx, operator, {
        projectId: request.params.projectId,
        definition: request.body,
      });
      return reply.code(201).send(await getOperatorCampaign(request.ctx, operator, { campaignId: id }));
    },
  );

  app.get(
    "/api/v1/operator/campaigns/:campaignId",
    {
      schema: {
        tags,
        summary: "One campaign with counters",
        params: CampaignParams,
        response: { 200: OperatorCampaignView, ...errorResponses(401, 404) },
      },
    },
    async (request) => getOperatorCampaign(request.ctx, await currentOperator(request), request.params),
  );

  app.patch(
    "/api/v1/operator/campaigns/:campaignId",
    {
      schema: {
        tags,
        summary: "Edit a campaign (the reward is fixed once published)",
        params: CampaignParams,
        body: CampaignPatch,
        response: { 200: OperatorCampaignView, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      updateCampaign(request.ctx, await currentOperator(request), {
        campaignId: request.params.campaignId,
        patch: request.body,
      }),
  );

  for (const [path, status] of [
    ["publish", "PUBLISH"],
    ["end", "END"],
  ] as const) {
    app.post(
      `/api/v1/operator/campaigns/:campaignId/${path}`,
      {
        schema: {
          tags,
          summary: status === "PUBLISH" ? "Publish (a lucky draw gets its seed)" : "End the campaign now",
          params: CampaignParams,
          response: { 200: OperatorCampaignView, ...errorResponses(401, 404) },
        },
      },
      async (request) =>
        setCampaignStatus(request.ctx, await currentOperator(request), {
          campaignId: request.params.campaignId,
          status,
        }),
    );
  }

  app.post(
    "/api/v1/operator/conditions/:conditionId/codes",
    {
      schema: {
        tags,
        summary: "Generate single-use codes: the CSV is the only time the clear codes exist",
        params: OperatorConditionParams,
        body: GenerateCodesRequest,
        response: { 200: Csv, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const result = await generateCodes(request.ctx, await currentOperator(request), {
        conditionId: request.params.conditionId,
        ...request.body,
      });
      const csv = toCsv(
        ["code", "nft_id"],
        result.codes.map((c) => [c, result.nftId]),
      );
      return sendCsv(reply, `codes-${request.params.conditionId}.csv`, csv);
    },
  );

  for (const [file, kind] of [
    ["claims.csv", "claims"],
    ["applicants.csv", "applicants"],
    ["winners.csv", "winners"],
  ] as const) {
    app.get(
      `/api/v1/operator/campaigns/:campaignId/${file}`,
      {
        schema: {
          tags,
          summary: `Export the campaign's ${kind} as CSV`,
          params: CampaignParams,
          response: { 200: Csv, ...errorResponses(401, 404) },
        },
      },
      async (request, reply) => {
        const operator = await currentOperator(request);
        const csv =
          kind === "claims"
            ? await exportClaims(request.ctx, operator, request.params)
            : await exportDrawEntries(request.ctx, operator, { ...request.params, winnersOnly: kind === "winners" });
        return sendCsv(reply, `${kind}-${request.params.campaignId}.csv`, csv);
      },
    );
  }
};
