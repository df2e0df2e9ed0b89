import { type Operator, requireOperator } from "@fanfare/core";
import type { FastifyRequest } from "fastify";
import { requireFan } from "../fan";

/** The signed-in operator of a request: a signed-in account with a membership; others get request-E1004. */
export async function currentOperator(request: FastifyRequest): Promise<Operator> {
  const user = await requireFan(request);
  return requireOperator(request.ctx, user.id);
}
