import {
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  replayWebhookEvent,
  updateWebhookEndpoint,
} from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/**
 * The company's webhook endpoints, their delivery log and replays (ADR 0026): every role reads, owners and
 * editors write (the write gate refuses viewers first); the secret is in the creation's answer only.
 */
export const operatorWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorListWebhookEndpoints, async (request) => ({
    endpoints: await listWebhookEndpoints(request.ctx, await currentOperator(request)),
  }));

  registerRoute(app, API_ROUTES.operatorCreateWebhookEndpoint, async (request, reply) => {
    const created = await createWebhookEndpoint(request.ctx, await currentOperator(request, "write"), request.body);
    // The secret must not sit in a shared cache or the browser's history of answers.
    return reply.code(201).header("cache-control", "no-store").send(created);
  });

  registerRoute(app, API_ROUTES.operatorUpdateWebhookEndpoint, async (request) =>
    updateWebhookEndpoint(request.ctx, await currentOperator(request, "write"), {
      endpointId: request.params.endpointId,
      active: request.body.active,
      events: request.body.events,
    }),
  );

  registerRoute(app, API_ROUTES.operatorDeleteWebhookEndpoint, async (request, reply) => {
    await deleteWebhookEndpoint(request.ctx, await currentOperator(request, "write"), request.params);
    return reply.code(204).send(null);
  });

  registerRoute(app, API_ROUTES.operatorListWebhookDeliveries, async (request) => ({
    deliveries: await listWebhookDeliveries(request.ctx, await currentOperator(request), request.query),
  }));

  registerRoute(app, API_ROUTES.operatorReplayWebhookEvent, async (request, reply) => {
    const deliveries = await replayWebhookEvent(request.ctx, await currentOperator(request, "write"), request.params);
    return reply.code(202).send({ deliveries });
  });
};
