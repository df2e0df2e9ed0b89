import { defaultClassify, isObject, type ProviderFailure } from "../http";

/** Accounts service errors: `{ error, error_description }`; invalid_grant means the grant is gone. */
export function classifySpotifyToken(status: number, body: unknown): { failure: ProviderFailure; code: string | null } {
  const code = isObject(body) && typeof body.error === "string" ? body.error : null;
  if (status >= 500 || status === 429) return { failure: "unavailable", code };
  if (code === "invalid_grant") return { failure: "unauthorized", code };
  return { failure: "rejected", code };
}

/** Web API errors: `{ error: { status, message } }`. */
export function classifySpotifyApi(status: number, body: unknown): { failure: ProviderFailure; code: string | null } {
  const error = isObject(body) && isObject(body.error) ? body.error : null;
  return { failure: defaultClassify(status).failure, code: typeof error?.message === "string" ? error.message : null };
}

export const basicAuth = (id: string, secret: string) =>
  `Basic ${Buffer.from(`${encodeURIComponent(id)}:${encodeURIComponent(secret)}`).toString("base64")}`;
