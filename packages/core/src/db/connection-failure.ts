/**
 * Is this (possibly wrapped) error the database connection going away — a restart, a failover, a
 * network cut — rather than a statement that failed? Such a failure is brief and the request may be
 * sent again as it was (the API answers 503 with Retry-After, ADR 0025); everything else keeps its own
 * handling. Answers what was recognised (a SQLSTATE, a socket error code or "connection-terminated"),
 * safe for the logs, or null.
 *
 * Shapes recognised, as node-postgres and Drizzle produce them (a query's error is Drizzle's
 * DrizzleQueryError with the driver's error as `cause`; Node's connect to a host with several addresses
 * fails with an AggregateError whose `errors` are the attempts):
 * - SQLSTATE class 08 (connection exception), 57P01 admin_shutdown (a restart, pg_terminate_backend),
 *   57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in recovery);
 * - the socket's errors: refused, reset, broken pipe, timed out, no route, a name that cannot be
 *   resolved for now (DNS during a failover);
 * - node-postgres' own "Connection terminated unexpectedly" (the server closed the socket),
 *   "Connection terminated" (the connection was ended under a query) and "… not queryable" (the next
 *   statement on that connection), which carry no code.
 * Not a blip: serialization failures (40001) and deadlocks (40P01) are answers about the transaction,
 * retried where the verb decides; 08P01 (protocol violation) is a bug, not an outage; ENOTFOUND is a
 * wrong host name, which waiting does not fix.
 */
export function connectionFailure(error: unknown): string | null {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  // Breadth-first over `cause` and AggregateError's `errors`, a few levels deep.
  while (queue.length > 0 && seen.size < MAX_ERRORS) {
    const current = queue.shift();
    if (!current || typeof current !== "object" || seen.has(current)) continue;
    seen.add(current);
    const found = recognise(current as ErrorShape);
    if (found) return found;
    const { cause, errors } = current as ErrorShape;
    if (cause !== undefined) queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return null;
}

export function isConnectionFailure(error: unknown): boolean {
  return connectionFailure(error) !== null;
}

type ErrorShape = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };

const MAX_ERRORS = 10;

const SHUTDOWN_STATES = new Set(["57P01", "57P02", "57P03"]);
/** 08P01 is PostgreSQL saying our messages are malformed: asking again gives the same answer. */
const NOT_TRANSIENT_CONNECTION_STATES = new Set(["08P01"]);
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EHOSTDOWN",
  "ENETDOWN",
  "EAI_AGAIN",
]);
/**
 * node-postgres' messages when the socket closes under it (they have no code), and its answer to the
 * next statement on a client that lost its connection (a transaction's, which holds one client).
 */
const TERMINATED =
  /^(Connection terminated( unexpectedly| due to connection timeout)?|Client has encountered a connection error and is not queryable)$/u;

function recognise(error: ErrorShape): string | null {
  const { code, message } = error;
  if (typeof code === "string") {
    if (SHUTDOWN_STATES.has(code)) return code;
    if (/^08[0-9A-Z]{3}$/u.test(code) && !NOT_TRANSIENT_CONNECTION_STATES.has(code)) return code;
    if (SOCKET_CODES.has(code)) return code;
  }
  if (typeof message === "string" && TERMINATED.test(message)) return "connection-terminated";
  return null;
}
