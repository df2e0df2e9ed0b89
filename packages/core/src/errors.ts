import { ERRORS, type ErrorCategory, type ErrorCode } from "@fanfare/protocol";

/**
 * What the server logs beside a failure (never the client): small, JSON-safe scalars naming the failing
 * call, e.g. `{ provider: "SPOTIFY", operation: "spotify.check-library", status: 503, providerCode: "…" }`.
 * Names and codes only: no tokens, no addresses, nothing a fan typed.
 */
export type ErrorContext = Readonly<Record<string, string | number | boolean | null>>;

export type AppErrorOptions = {
  noAuth?: boolean;
  detail?: string;
  issues?: { path: string; message: string }[];
  /** The failure this refusal was made from (ES2022 `Error.cause`): logged with its chain, never sent. */
  cause?: unknown;
  /** Facts about the failing call for the logs, never sent. */
  context?: Record<string, string | number | boolean | null | undefined>;
};

/** `context` with only JSON-safe scalars kept (undefined and non-finite numbers dropped); undefined when empty. */
export function errorContext(
  context: Record<string, string | number | boolean | null | undefined> | undefined,
): ErrorContext | undefined {
  if (!context) return undefined;
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(context)) {
    if (value === null || typeof value === "string" || typeof value === "boolean") out[key] = value;
    else if (typeof value === "number" && Number.isFinite(value)) out[key] = value;
  }
  return Object.keys(out).length ? Object.freeze(out) : undefined;
}

/**
 * A refusal the domain knows about. Services throw it with a catalogue code; the API maps it to the
 * wire `{ code, category, message }`. `noAuth` picks the catalogue's no-session category (BANNED_NO_AUTH).
 * `cause` and `context` are for the server's logs only (apps/api plugins/errors.ts): the wire never has them.
 */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly category: ErrorCategory;
  /** Details the client may act on (the wire's `issues`), e.g. which channel requirement is missing. */
  readonly issues: { path: string; message: string }[] | undefined;
  /** Facts about the failing call (provider, status, providerCode, operation…), for the logs. */
  readonly context: ErrorContext | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    const def = ERRORS[code];
    // A plain refusal (4xx, no cause, no provider context) is logged by its code alone (apps/api
    // plugins/errors.ts), so its stack trace would never be read; capturing one was ~2.5 % of the API's
    // time when a drop sells out and thousands of fans are refused at once (docs/bench-claim.md).
    const stackless = def.status < 500 && options.cause === undefined && options.context === undefined;
    const stackTraceLimit = Error.stackTraceLimit;
    if (stackless) Error.stackTraceLimit = 0;
    try {
      super(options.detail ?? def.message, options.cause !== undefined ? { cause: options.cause } : undefined);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
    this.name = "AppError";
    this.code = code;
    this.status = def.status;
    this.issues = options.issues;
    this.context = errorContext(options.context);
    const noAuthCategory = "noAuthCategory" in def ? def.noAuthCategory : undefined;
    this.category = options.noAuth && noAuthCategory ? noAuthCategory : def.category;
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
