import { getProject, listCampaigns, listProjects } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { optionalFan } from "../fan";
import { registerRoute } from "../register";

/** Fan pages of projects: the list, the project top, its campaigns. Readable without signing in. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.listProjects, async (request) => ({ projects: await listProjects(request.ctx) }));

  registerRoute(app, API_ROUTES.getProject, async (request) => {
    const fan = await optionalFan(request);
    return getProject(request.ctx, { projectId: request.params.projectId, fanCountry: fan?.country ?? null });
  });

  registerRoute(app, API_ROUTES.listCampaigns, async (request) => ({
    campaigns: await listCampaigns(request.ctx, request.params),
  }));
};
