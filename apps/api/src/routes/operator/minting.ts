import { getMint, getMintingSummary, listMints, retryMint } from "@fanfare/core";
import { API_ROUTES } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { registerRoute } from "../register";
import { currentOperator } from "./operator";

/**
 * Minting operations (ADR 0014, 0027): every role reads the relayers, gas and mints of its company's
 * chains; owners and editors retry a failed mint or ask for a stuck one to be replaced (the write gate
 * refuses viewers first). The relayer does the chain work: the answer is 202, "asked", not "minted".
 */
export const operatorMintingRoutes: FastifyPluginAsyncZod = async (app) => {
  registerRoute(app, API_ROUTES.operatorMintingSummary, async (request) =>
    getMintingSummary(request.ctx, await currentOperator(request)),
  );

  registerRoute(app, API_ROUTES.operatorListMints, async (request) =>
    listMints(request.ctx, await currentOperator(request), request.query),
  );

  registerRoute(app, API_ROUTES.operatorGetMint, async (request) =>
    getMint(request.ctx, await currentOperator(request), request.params),
  );

  registerRoute(app, API_ROUTES.operatorRetryMint, async (request, reply) => {
    const result = await retryMint(request.ctx, await currentOperator(request, "write"), request.params);
    return reply.code(202).send(result);
  });
};
