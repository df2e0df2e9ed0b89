import { HealthResponse, ReadyResponse } from "../schemas/system";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["system"];

export const systemRoutes = {
  health: defineRoute(ROUTE.health, { tags, summary: "The process is up", responses: { 200: HealthResponse } }),
  ready: defineRoute(ROUTE.ready, {
    tags,
    summary: "The database is reachable and migrated",
    responses: { 200: ReadyResponse, 503: ReadyResponse },
  }),
};
