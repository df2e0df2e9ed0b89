import { getProject, listCampaigns, listProjects } from "@fanfare/core";
import { CampaignSummary, ProjectParams, ProjectSummary, ProjectView } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../errors-schema";
import { optionalFan } from "../fan";

/** Fan pages of projects: the list, the project top, its campaigns. Readable without signing in. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/v1/projects",
    {
      schema: {
        tags: ["projects"],
        summary: "Published projects",
        response: { 200: z.object({ projects: z.array(ProjectSummary) }), ...errorResponses() },
      },
    },
    async (request) => ({ projects: await listProjects(request.ctx) }),
  );

  app.get(
    "/api/v1/projects/:projectId",
    {
      schema: {
        tags: ["projects"],
        summary: "Project top (E12001 when its company is deleted; canParticipate for the fan's country)",
        params: ProjectParams,
        response: { 200: ProjectView, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      const fan = await optionalFan(request);
      return getProject(request.ctx, { projectId: request.params.projectId, fanCountry: fan?.country ?? null });
    },
  );

  app.get(
    "/api/v1/projects/:projectId/campaigns",
    {
      schema: {
        tags: ["projects"],
        summary: "The project's published campaigns",
        params: ProjectParams,
        response: { 200: z.object({ campaigns: z.array(CampaignSummary) }), ...errorResponses(404) },
      },
    },
    async (request) => ({ campaigns: await listCampaigns(request.ctx, request.params) }),
  );
};
