import { completeCondition } from "@fanfare/core";
import {
  CONDITION_ACTIONS,
  type ConditionAction,
  ConditionCompletedResponse,
  ConditionParams,
  conditionActionPath,
} from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "../errors-schema";
import { requestMeta } from "../fan";
import { requireFanFor } from "./fan-for-campaign";

/**
 * Paths kept for clients of an earlier release: NFT_OWN_UNLIMITED was verified at `…/nft-own` before the
 * kinds' shared `verify` action (ADR 0020).
 */
const LEGACY_PATHS: Partial<Record<ConditionAction, string[]>> = { verify: ["nft-own"] };

/**
 * The fan completes a condition: one route per action the condition kinds declare (protocol registry),
 * `POST /api/v1/campaigns/:campaignId/conditions/:conditionId/<action>` with that action's body. Core
 * checks that the stored condition's kind is completed through this action.
 */
export const conditionRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const action of CONDITION_ACTIONS) {
    for (const segment of [action.name, ...(LEGACY_PATHS[action.name] ?? [])]) {
      app.post(
        conditionActionPath(segment),
        {
          schema: {
            tags: ["campaigns"],
            summary: segment === action.name ? action.summary : `${action.summary} (former path of ${action.name})`,
            params: ConditionParams,
            body: action.body,
            response: { 200: ConditionCompletedResponse, ...errorResponses(401, 404, 409, 410, 502) },
          },
        },
        async (request) => {
          const fan = await requireFanFor(request, request.params.campaignId);
          return completeCondition(
            request.ctx,
            { fanId: fan.id, ...request.params, action: action.name, body: request.body },
            requestMeta(request),
          );
        },
      );
    }
  }
};
