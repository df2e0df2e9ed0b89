import { type InstagramConfig, type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, FORM_HEADERS, form, isObject, ProviderError } from "../http";
import { classifyInstagramToken } from "./classify";

/**
 * POST api.instagram.com/oauth/access_token: the code for a short-lived token (one hour). The answer is
 * documented as `{ data: [{ access_token, user_id, permissions }] }`; the live service has been seen to
 * answer the flat object, so both are read. Never retried (single-use code).
 */
export async function instagramExchangeCode(
  config: InstagramConfig,
  policy: ProviderCallPolicy,
  input: { code: string; verifier: string; redirectUri: string },
): Promise<{ accessToken: string; userId: string; scopes: string[] | null }> {
  const { body } = await callProvider(policy, {
    operation: "instagram.exchange-code",
    method: "POST",
    url: providerUrl(config.apiUrl, "/oauth/access_token"),
    headers: FORM_HEADERS,
    body: form({
      client_id: config.clientId,
      client_secret: config.clientSecret,
      grant_type: "authorization_code",
      redirect_uri: input.redirectUri,
      code: input.code,
      code_verifier: input.verifier,
    }),
    idempotent: false,
    classify: classifyInstagramToken,
  });
  const entry = isObject(body) && Array.isArray(body.data) ? body.data[0] : body;
  if (!isObject(entry) || typeof entry.access_token !== "string" || !entry.access_token) {
    throw new ProviderError("malformed", 200, null, "unexpected token answer");
  }
  const userId = typeof entry.user_id === "number" ? String(entry.user_id) : entry.user_id;
  const permissions = entry.permissions;
  return {
    accessToken: entry.access_token,
    userId: typeof userId === "string" ? userId : "",
    scopes:
      typeof permissions === "string"
        ? permissions.split(",").filter(Boolean)
        : Array.isArray(permissions)
          ? permissions.filter((p): p is string => typeof p === "string")
          : null,
  };
}
