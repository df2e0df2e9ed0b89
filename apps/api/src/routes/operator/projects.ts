import {
  createProject,
  exportProject,
  getOperatorProject,
  listOperatorProjects,
  publishProject,
  updateProject,
} from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { projectExportYaml } from "../../export-file";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/** Operator API for projects: always scoped to the operator's own company. */
export const operatorProjectRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorListProjects, async (request) => ({
    projects: await listOperatorProjects(request.ctx, await currentOperator(request)),
  }));

  registerRoute(app, API_ROUTES.operatorCreateProject, async (request, reply) => {
    const operator = await currentOperator(request);
    const { id } = await createProject(request.ctx, operator, request.body);
    return reply.code(201).send(await getOperatorProject(request.ctx, operator, { projectId: id }));
  });

  registerRoute(app, API_ROUTES.operatorGetProject, async (request) =>
    getOperatorProject(request.ctx, await currentOperator(request), request.params),
  );

  registerRoute(app, API_ROUTES.operatorUpdateProject, async (request) =>
    updateProject(request.ctx, await currentOperator(request), {
      projectId: request.params.projectId,
      patch: request.body,
    }),
  );

  registerRoute(app, API_ROUTES.operatorPublishProject, async (request) =>
    publishProject(request.ctx, await currentOperator(request), request.params),
  );

  registerRoute(app, API_ROUTES.operatorExportProject, async (request, reply) => {
    const exported = await exportProject(request.ctx, await currentOperator(request), request.params);
    return reply
      .type("application/yaml; charset=utf-8")
      .header("content-disposition", `attachment; filename="${exported.fileName}"`)
      .header("cache-control", "no-store")
      .send(projectExportYaml(exported));
  });
};
