import { assertOperatorMay, type Operator, type OperatorAccess, requireOperator } from "@fanfare/core";
import { ROUTE } from "@fanfare/protocol";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { requireFan } from "../fan";

/** One membership lookup per request, however many times the gate and the handler ask. */
const operatorOfRequest = new WeakMap<FastifyRequest, Promise<Operator>>();

/**
 * The signed-in operator of a request: a signed-in account with a membership; others get request-E1004.
 * With `access`, a role that may not do it gets operator-E2001 (viewers write nothing, only owners
 * manage members).
 */
export async function currentOperator(request: FastifyRequest, access: OperatorAccess = "read"): Promise<Operator> {
  let found = operatorOfRequest.get(request);
  if (!found) {
    found = requireFan(request).then((user) => requireOperator(request.ctx, user.id));
    operatorOfRequest.set(request, found);
  }
  const operator = await found;
  assertOperatorMay(operator, access);
  return operator;
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);
/**
 * POSTs that write nothing: a rehearsal sends its options as a body (rates per condition, a language mix)
 * and answers a report computed in memory (ADR 0028), so a viewer may run one like any read.
 */
export const READ_ONLY_OPERATOR_POSTS: ReadonlySet<string> = new Set<string>([ROUTE.operatorRehearseCampaign.path]);
export const OPERATOR_PATH_PREFIX = "/api/v1/operator/";

/**
 * The role rule at the door: every request that is not a read, on any operator route (those of today and
 * any added later), needs a role that may write, before its body is read or validated — a viewer's write
 * is refused with operator-E2001 whatever it sends. The verbs check again (they are called from elsewhere
 * too); this makes forgetting the check on a new route impossible.
 */
export function registerOperatorWriteGate(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (READS.has(request.method) || !request.routeOptions.url?.startsWith(OPERATOR_PATH_PREFIX)) return;
    if (request.method === "POST" && READ_ONLY_OPERATOR_POSTS.has(request.routeOptions.url)) return;
    await currentOperator(request, "write");
  });
}
