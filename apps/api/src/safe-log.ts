/**
 * Errors as the logs may hold them: the stack (we need it for a 500) but no personal data. Thrown errors
 * carry more than their message: Drizzle's query errors hold the query's parameters (an e-mail address,
 * the text a fan typed) as `params` and in their message, PostgreSQL's hold the offending value in
 * `detail` ("Key (email)=(…) already exists"), SMTP errors name the recipient. So only known-safe fields are
 * kept, the parameters are cut off the message and the stack, and anything shaped like an e-mail address
 * is masked. Used as the logger's `err` serializer (runtime.ts) and by the error handler (plugins/errors.ts).
 */

// Not across the separators of a URL's query (?, &, =, #) either, so each address in a URL is masked alone.
const EMAIL = /[^\s@"'<>()[\],;:/\\?&=#]+@[^\s@"'<>()[\],;:/\\?&=#]+\.[^\s@"'<>()[\],;:/\\?&=#]+/g;
/** Fields of database errors that name things (a constraint, a table), never values. */
const SAFE_FIELDS = ["code", "severity", "routine", "schema", "table", "column", "constraint", "dataType"] as const;
const MAX_CAUSES = 3;
const MAX_CONTEXT_KEYS = 16;
const MAX_CONTEXT_TEXT = 200;

/** `text` without Drizzle's "params: …" tail and with e-mail addresses masked. */
export function scrubLogText(text: string): string {
  const params = text.indexOf("\nparams:");
  return (params === -1 ? text : text.slice(0, params)).replace(EMAIL, "[email]");
}

export type LogContext = Record<string, string | number | boolean | null>;

export type LoggableError = {
  type: string;
  message: string;
  stack?: string;
  /** The error's `context` (AppError, ProviderError, S3 failures): scalars only, strings scrubbed. */
  context?: LogContext;
  cause?: LoggableError;
} & Partial<Record<(typeof SAFE_FIELDS)[number], unknown>>;

export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error)) return { type: typeof error, message: scrubLogText(String(error)) };
  const message = scrubLogText(error.message);
  const out: LoggableError = { type: error.constructor?.name || error.name || "Error", message };
  // The stack's first lines repeat the (unscrubbed) message: rebuild it from the frames alone.
  const frames = (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));
  if (frames.length) out.stack = [`${error.name}: ${message}`, ...frames].join("\n");
  const fields = error as unknown as Record<string, unknown>;
  for (const field of SAFE_FIELDS) {
    const value = fields[field];
    if (typeof value === "string" || typeof value === "number") out[field] = value;
  }
  const context = loggableContext(fields.context);
  if (context) out.context = context;
  if (error.cause !== undefined && depth < MAX_CAUSES) out.cause = loggableError(error.cause, depth + 1);
  return out;
}

/**
 * An error's `context` as the logs may hold it: a plain record's scalar entries (at most MAX_CONTEXT_KEYS,
 * strings scrubbed and cut to MAX_CONTEXT_TEXT), nothing nested; undefined when nothing is left.
 */
export function loggableContext(context: unknown): LogContext | undefined {
  if (typeof context !== "object" || context === null || Array.isArray(context)) return undefined;
  const out: LogContext = {};
  for (const [key, value] of Object.entries(context).slice(0, MAX_CONTEXT_KEYS)) {
    if (typeof value === "string") out[key] = scrubLogText(value).slice(0, MAX_CONTEXT_TEXT);
    else if (value === null || typeof value === "boolean") out[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) out[key] = value;
  }
  return Object.keys(out).length ? out : undefined;
}

/** For pino's `serializers.err`: an already made LoggableError passes through. */
export function serializeErr(value: unknown): unknown {
  if (value instanceof Error) return loggableError(value);
  return value;
}

/** What Fastify logs of a request (its own serializer's fields), as pino's `serializers.req`. */
type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number } | null;
};

/**
 * For pino's `serializers.req` (it replaces Fastify's): the request line with anything shaped like an
 * e-mail address masked. A client may put an address in a path or a query string (`?email=…`, a typo,
 * a probe), and "incoming request" logs every URL as it came.
 */
export function serializeReq(req: LoggedRequest): Record<string, unknown> {
  return {
    method: req.method,
    url: typeof req.url === "string" ? scrubLogText(req.url) : req.url,
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  };
}

/**
 * For pino's `hooks.logMethod`: `log.error(error)` would make the error's raw message the line's `msg`,
 * past the serializer; it becomes `log.error({ err }, scrubbedMessage)`.
 */
export function scrubErrorArgument<T extends unknown[]>(args: T): unknown[] {
  const [first, ...rest] = args;
  if (!(first instanceof Error)) return args;
  const err = loggableError(first);
  return [{ err }, ...(rest.length ? rest : [err.message])];
}
