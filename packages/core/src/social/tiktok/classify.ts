import { isObject, type ProviderFailure } from "../http";

/** Display API errors: `{ data, error: { code, message, log_id } }`; a missing scope is 401 scope_not_authorized. */
export function classifyTikTokApi(status: number, body: unknown): { failure: ProviderFailure; code: string | null } {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  const code = typeof error?.code === "string" ? error.code : null;
  if (status >= 500 || status === 429 || code === "rate_limit_exceeded") return { failure: "unavailable", code };
  if (code === "scope_not_authorized" || code === "scope_permission_missed") return { failure: "forbidden", code };
  if (status === 401 || code === "access_token_invalid") return { failure: "unauthorized", code };
  if (status === 403) return { failure: "forbidden", code };
  return { failure: "rejected", code };
}

/** Token endpoint errors: `{ error, error_description, log_id }`. invalid_grant: the refresh token is gone. */
export function classifyTikTokToken(status: number, body: unknown): { failure: ProviderFailure; code: string | null } {
  const code = isObject(body) && typeof body.error === "string" ? body.error : null;
  if (status >= 500 || status === 429) return { failure: "unavailable", code };
  if (code === "invalid_grant") return { failure: "unauthorized", code };
  return { failure: "rejected", code };
}
