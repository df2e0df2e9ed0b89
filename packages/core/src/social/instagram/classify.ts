import { isObject, type ProviderFailure } from "../http";

/**
 * Graph API errors come as HTTP 400 with `{ error: { code, error_subcode } }`: 190 token (expired 463,
 * revoked 458), 10 and 200–299 permissions, 4/17/32/613 rate limits, 1/2 transient, 100 (subcode 33)
 * an object that does not exist or is not the user's.
 */
export function classifyGraph(status: number, body: unknown): { failure: ProviderFailure; code: string | null } {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  const code = typeof error?.code === "number" ? error.code : null;
  const label = code === null ? null : String(code);
  if (status >= 500 || status === 429) return { failure: "unavailable", code: label };
  if (code === 190 || code === 2500) return { failure: "unauthorized", code: label };
  if (code === 10 || (code !== null && code >= 200 && code < 300)) return { failure: "forbidden", code: label };
  if (code === 1 || code === 2 || code === 4 || code === 17 || code === 32 || code === 613) {
    return { failure: "unavailable", code: label };
  }
  return { failure: "rejected", code: label };
}

/** The code exchange's errors: `{ error_type, code, error_message }` (400). */
export function classifyInstagramToken(
  status: number,
  body: unknown,
): { failure: ProviderFailure; code: string | null } {
  const type = isObject(body) && typeof body.error_type === "string" ? body.error_type : null;
  if (status >= 500 || status === 429) return { failure: "unavailable", code: type };
  return { failure: "rejected", code: type };
}
