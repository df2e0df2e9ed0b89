import type { z } from "zod";
import type { ProviderCallPolicy } from "./config";

/**
 * Why a provider call failed, in the terms the condition verbs decide on:
 *   unavailable   5xx, timeout, network error, or 429 whose Retry-After is too long
 *   unauthorized  the token is invalid, expired or revoked (the caller refreshes or asks to reconnect)
 *   forbidden     a permission (scope) is missing
 *   rejected      another 4xx (bad id, not found, not the fan's…)
 *   malformed     a 2xx whose body is not the JSON expected
 */
export type ProviderFailure = "unavailable" | "unauthorized" | "forbidden" | "rejected" | "malformed";

export class ProviderError extends Error {
  /** The call that failed (`spotify.check-library`…), when the failure came out of callProvider. */
  readonly operation: string | null;

  constructor(
    readonly failure: ProviderFailure,
    readonly status: number | null,
    /** The provider's own error name or code (`invalid_grant`, Graph code 190, `scope_not_authorized`…). */
    readonly providerCode: string | null,
    message: string,
    options: { operation?: string | undefined; cause?: unknown } = {},
  ) {
    super(message, options.cause !== undefined ? { cause: options.cause } : undefined);
    this.name = "ProviderError";
    this.operation = options.operation ?? null;
  }

  /** What the logs keep of it (scalars only: AppError's `context`, and safe-log's for a cause). */
  get context(): {
    operation: string | null;
    failure: ProviderFailure;
    status: number | null;
    providerCode: string | null;
  } {
    return { operation: this.operation, failure: this.failure, status: this.status, providerCode: this.providerCode };
  }
}

export type ProviderRequest = {
  /** Names the call in failures and logs: `<provider>.<verb>` (`spotify.check-library`). */
  operation?: string;
  method: "GET" | "POST" | "PUT" | "DELETE";
  url: URL;
  headers?: Record<string, string>;
  body?: string;
  /** Reads and idempotent writes are retried on outages; a code exchange never is (codes are single use). */
  idempotent: boolean;
  /** Decides what a non-2xx answer means for this provider; defaults to the status alone. */
  classify?: (status: number, body: unknown) => { failure: ProviderFailure; code: string | null };
};

export type ProviderResponse = { status: number; body: unknown };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

export function defaultClassify(status: number): { failure: ProviderFailure; code: string | null } {
  if (status >= 500 || status === 429) return { failure: "unavailable", code: null };
  if (status === 401) return { failure: "unauthorized", code: null };
  if (status === 403) return { failure: "forbidden", code: null };
  return { failure: "rejected", code: null };
}

/**
 * One call to a provider: a timeout per attempt, retries with exponential backoff for idempotent calls
 * (on 5xx, 429, timeouts and network errors), and a 429's Retry-After respected when it is short enough
 * (a longer one fails at once as `unavailable`, never a wait that holds the fan's request). The result is
 * the parsed JSON body (empty body: null) of a 2xx, or a ProviderError: nothing else escapes.
 */
export async function callProvider(policy: ProviderCallPolicy, request: ProviderRequest): Promise<ProviderResponse> {
  const attempts = request.idempotent ? policy.retries + 1 : 1;
  const operation = request.operation;
  let last = new ProviderError("unavailable", null, null, "no attempt made", { operation });
  let backoff = 0;
  for (let attempt = 0; attempt < attempts; attempt += 1) {
    if (attempt > 0) await sleep(backoff);
    backoff = policy.backoffMs * 2 ** attempt * (0.75 + Math.random() / 2);
    let status: number;
    let text: string;
    let retryAfter: string | null;
    try {
      const response = await fetch(request.url, {
        method: request.method,
        headers: { accept: "application/json", ...request.headers },
        ...(request.body !== undefined ? { body: request.body } : {}),
        signal: AbortSignal.timeout(policy.timeoutMs),
        redirect: "error",
      });
      status = response.status;
      retryAfter = response.headers.get("retry-after");
      text = await response.text();
    } catch (error) {
      // Timeout (AbortSignal), refused connection, reset socket: an outage.
      last = new ProviderError("unavailable", null, null, error instanceof Error ? error.message : "network error", {
        operation,
        cause: error,
      });
      continue;
    }
    let body: unknown = null;
    let parsed = true;
    if (text.trim() !== "") {
      try {
        body = JSON.parse(text);
      } catch {
        parsed = false;
      }
    }
    if (status >= 200 && status < 300) {
      if (!parsed) throw new ProviderError("malformed", status, null, "the answer is not JSON", { operation });
      return { status, body };
    }
    const { failure, code } = (request.classify ?? defaultClassify)(status, parsed ? body : null);
    last = new ProviderError(failure, status, code, `the provider answered ${status}`, { operation });
    if (failure !== "unavailable") throw last;
    if (status === 429) {
      const after = retryAfterMs(retryAfter);
      if (after !== null && after > policy.maxRetryAfterMs) throw last;
      if (after !== null) backoff = after;
    }
  }
  throw last;
}

/** A provider's answer read with its zod schema: anything else is `malformed` (the provider changed or broke). */
export function parseAnswer<Schema extends z.ZodType>(body: unknown, schema: Schema, what: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError("malformed", 200, null, `unexpected ${what}`);
  return parsed.data;
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
export const FORM_HEADERS = { "content-type": "application/x-www-form-urlencoded" } as const;
