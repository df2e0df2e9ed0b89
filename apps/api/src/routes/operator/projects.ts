import { createProject, getOperatorProject, listOperatorProjects, publishProject, updateProject } from "@fanfare/core";
import { OperatorProjectView, ProjectDefinition, ProjectParams, ProjectPatch } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorResponses } from "../errors-schema";
import { currentOperator } from "./operator";

/** Operator API for projects: always scoped to the operator's own company. */
export const operatorProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ["operator"];
  app.get(
    "/api/v1/operator/projects",
    {
      schema: {
        tags,
        summary: "The company's projects",
        response: { 200: z.object({ projects: z.array(OperatorProjectView) }), ...errorResponses(401, 404) },
      },
    },
    async (request) => ({ projects: await listOperatorProjects(request.ctx, await currentOperator(request)) }),
  );

  app.post(
    "/api/v1/operator/projects",
    {
      schema: {
        tags,
        summary: "Create a project (MAKING)",
        body: ProjectDefinition,
        response: { 201: OperatorProjectView, ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const operator = await currentOperator(request);
      const { id } = await createProject(request.ctx, operator, request.body);
      return reply.code(201).send(await getOperatorProject(request.ctx, operator, { projectId: id }));
    },
  );

  app.get(
    "/api/v1/operator/projects/:projectId",
    {
      schema: {
        tags,
        summary: "One project of the company",
        params: ProjectParams,
        response: { 200: OperatorProjectView, ...errorResponses(401, 404) },
      },
    },
    async (request) => getOperatorProject(request.ctx, await currentOperator(request), request.params),
  );

  app.patch(
    "/api/v1/operator/projects/:projectId",
    {
      schema: {
        tags,
        summary: "Edit a project",
        params: ProjectParams,
        body: ProjectPatch,
        response: { 200: OperatorProjectView, ...errorResponses(401, 404) },
      },
    },
    async (request) =>
      updateProject(request.ctx, await currentOperator(request), {
        projectId: request.params.projectId,
        patch: request.body,
      }),
  );

  app.post(
    "/api/v1/operator/projects/:projectId/publish",
    {
      schema: {
        tags,
        summary: "Publish a project (visible to fans)",
        params: ProjectParams,
        response: { 200: OperatorProjectView, ...errorResponses(401, 404) },
      },
    },
    async (request) => publishProject(request.ctx, await currentOperator(request), request.params),
  );
};
