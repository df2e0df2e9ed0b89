import { checkDatabase, type Database } from "@fanfare/core";
import { HealthResponse, ReadyResponse } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";

export const systemRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    "/api/healthz",
    { schema: { tags: ["system"], summary: "The process is up", response: { 200: HealthResponse } } },
    async () => ({ status: "ok" as const }),
  );

  app.get(
    "/api/readyz",
    {
      schema: {
        tags: ["system"],
        summary: "The database is reachable and migrated",
        response: { 200: ReadyResponse, 503: ReadyResponse },
      },
    },
    async (_request, reply) => {
      const checks = await checkDatabase(database.db);
      const ready = checks.database && checks.migrations;
      return reply.code(ready ? 200 : 503).send({ status: ready ? "ready" : "not_ready", ...checks });
    },
  );

  app.get("/api/docs", { schema: { hide: true } }, async () => app.swagger());
  app.get("/api/docs/json", { schema: { hide: true } }, async () => app.swagger());
};
