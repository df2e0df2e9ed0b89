import { getMyClaim, listMyClaims } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { requireFan } from "./fan";
import { registerRoute } from "./register";

/** The signed-in fan's claims and their timelines ("my claims", the NFT page): only their own. */
export const claimRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.myClaims, async (request) => {
    const fan = await requireFan(request);
    return listMyClaims(request.ctx, { userId: fan.id });
  });

  registerRoute(app, API_ROUTES.myClaim, async (request) => {
    const fan = await requireFan(request);
    return getMyClaim(request.ctx, { userId: fan.id, claimId: request.params.claimId });
  });
};
