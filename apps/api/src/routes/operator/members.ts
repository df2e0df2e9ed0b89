import {
  getOperatorMe,
  inviteMember,
  listAuditEvents,
  listMembers,
  removeMember,
  updateMemberRole,
} from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/** The operator, the company's members (managed by owners) and its audit log: scoped to the company. */
export const operatorMemberRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorMe, async (request) =>
    getOperatorMe(request.ctx, await currentOperator(request)),
  );

  registerRoute(app, API_ROUTES.operatorListMembers, async (request) => ({
    members: await listMembers(request.ctx, await currentOperator(request)),
  }));

  registerRoute(app, API_ROUTES.operatorInviteMember, async (request, reply) => {
    const member = await inviteMember(request.ctx, await currentOperator(request, "members"), request.body);
    return reply.code(201).send(member);
  });

  registerRoute(app, API_ROUTES.operatorUpdateMember, async (request) =>
    updateMemberRole(request.ctx, await currentOperator(request, "members"), {
      userId: request.params.userId,
      role: request.body.role,
    }),
  );

  registerRoute(app, API_ROUTES.operatorRemoveMember, async (request, reply) => {
    await removeMember(request.ctx, await currentOperator(request, "members"), request.params);
    return reply.code(204).send(null);
  });

  registerRoute(app, API_ROUTES.operatorListAuditEvents, async (request) =>
    listAuditEvents(request.ctx, await currentOperator(request), request.query),
  );
};
