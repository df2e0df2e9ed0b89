import { getFairnessReport } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";

/**
 * The public fairness report of a campaign (docs/fairness-report.md): readable without signing in, so
 * it never looks at the session; counts only. Core keeps each answer a few seconds (FAIRNESS_CACHE_MS),
 * and shared caches may too: every figure carries the time it was computed.
 */
export const fairnessRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.getFairnessReport, async (request, reply) => {
    const report = await getFairnessReport(request.ctx, request.params);
    reply.header("cache-control", "public, max-age=5");
    return report;
  });
};
