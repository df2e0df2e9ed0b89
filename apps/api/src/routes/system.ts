import { checkDatabase, type Database } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "./register";

export const systemRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  registerRoute(app, API_ROUTES.health, async () => ({ status: "ok" as const }));

  registerRoute(app, API_ROUTES.ready, async (_request, reply) => {
    const checks = await checkDatabase(database.db);
    const ready = checks.database && checks.migrations;
    return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", ...checks });
  });

  // The OpenAPI document itself: not part of the contract it describes.

  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
  app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());
};
