import type { z } from "zod";
import { defaultClassify, isObject, ProviderError, type ProviderFailure } from "../http";

/** Google's token endpoint errors: `{ error, error_description }`; invalid_grant means the grant is gone. */
export function classifyGoogleToken(status: number, body: unknown): { failure: ProviderFailure; code: string | null } {
  const code = isObject(body) && typeof body.error === "string" ? body.error : null;
  if (status >= 500 || status === 429) return { failure: "unavailable", code };
  if (code === "invalid_grant") return { failure: "unauthorized", code };
  return { failure: "rejected", code };
}

/** Short limits that pass within a retry; the daily quota does not (it resets at midnight Pacific time). */
const RATE_LIMITS = ["rateLimitExceeded", "userRateLimitExceeded"];

/**
 * YouTube Data API errors: `{ error: { code, message, errors: [{ reason, domain }], status } }`. A 403 is
 * not always a permission: only `insufficientPermissions` means the grant lacks the scope (the fan
 * unticked it on Google's consent page); `quotaExceeded` is our project's daily quota, an outage for the
 * fan but not worth retrying now, and the others (a closed or suspended account…) are refusals.
 */
export function classifyYouTubeApi(status: number, body: unknown): { failure: ProviderFailure; code: string | null } {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  const first = Array.isArray(error?.errors) && isObject(error.errors[0]) ? error.errors[0] : null;
  const code = typeof first?.reason === "string" ? first.reason : null;
  if (status === 403 && code === "insufficientPermissions") return { failure: "forbidden", code };
  if (status === 403 && code !== null && RATE_LIMITS.includes(code)) return { failure: "unavailable", code };
  if (status === 403) return { failure: "rejected", code };
  return { failure: defaultClassify(status).failure, code };
}

/** A 2xx body checked against the shape the client reads; anything else is `malformed`. */
export function parseAnswer<Schema extends z.ZodType>(schema: Schema, body: unknown, what: string): z.output<Schema> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ProviderError("malformed", 200, null, `unexpected ${what}`);
  return parsed.data;
}
