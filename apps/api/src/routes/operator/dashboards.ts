import { getCampaignDashboard, getProjectDashboard } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/**
 * How long a computed dashboard is answered again. The console polls every 3 s while a dashboard is open,
 * and during a drop several operators watch the same campaign: within this time they share one
 * computation (and requests that arrive while it runs wait for it) instead of each adding its queries to
 * the database the fans are claiming from. Each answer carries its `computedAt`.
 */
export const DASHBOARD_CACHE_MS = 2000;

type Entry<T> = { until: number; value: Promise<T> };

/**
 * A cache per process of dashboards by company and subject. The company is part of the key: an entry
 * exists only once the verb found the subject in that company, so a hit never skips the tenancy check.
 */
function sharedComputation<T>() {
  const entries = new Map<string, Entry<T>>();
  return (key: string, now: number, compute: () => Promise<T>): Promise<T> => {
    const found = entries.get(key);
    if (found && found.until > now) return found.value;
    for (const [k, entry] of entries) if (entry.until <= now) entries.delete(k);
    const value = compute();
    entries.set(key, { until: now + DASHBOARD_CACHE_MS, value });
    // A failure (not found, a lost connection) is not kept: the next request asks again.
    value.catch(() => entries.delete(key));
    return value;
  };
}

/** The live dashboards of a campaign and of a project (every role reads them). */
export const operatorDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const campaigns = sharedComputation<Awaited<ReturnType<typeof getCampaignDashboard>>>();
  const projects = sharedComputation<Awaited<ReturnType<typeof getProjectDashboard>>>();

  registerRoute(app, API_ROUTES.operatorCampaignDashboard, async (request) => {
    const operator = await currentOperator(request);
    const { campaignId } = request.params;
    const now = request.ctx.clock.now().getTime();
    return campaigns(`${operator.companyId}:${campaignId}`, now, () =>
      getCampaignDashboard(request.ctx, operator, { campaignId }),
    );
  });

  registerRoute(app, API_ROUTES.operatorProjectDashboard, async (request) => {
    const operator = await currentOperator(request);
    const { projectId } = request.params;
    const now = request.ctx.clock.now().getTime();
    return projects(`${operator.companyId}:${projectId}`, now, () =>
      getProjectDashboard(request.ctx, operator, { projectId }),
    );
  });
};
