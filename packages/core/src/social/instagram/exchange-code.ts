import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, FORM_HEADERS, form, parseAnswer } from "../http";
import { classifyInstagramToken } from "./classify";
import type { InstagramConfig } from "./provider";

const TokenEntry = z.looseObject({
  access_token: z.string().min(1),
  // Read leniently, as before: an id of another type is no id; permissions come as a list or a string.
  user_id: z.union([z.string(), z.number()]).optional().catch(undefined),
  permissions: z
    .union([z.string(), z.array(z.unknown())])
    .optional()
    .catch(undefined),
});
/** The documented form wraps the entry: `{ data: [entry] }`. */
const Wrapped = z.looseObject({ data: z.array(z.unknown()) });

function scopesOf(permissions: string | unknown[] | undefined): string[] | null {
  if (typeof permissions === "string") return permissions.split(",").filter(Boolean);
  if (Array.isArray(permissions)) return permissions.filter((p): p is string => typeof p === "string");
  return null;
}

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
  const wrapped = Wrapped.safeParse(body);
  const flat = parseAnswer(wrapped.success ? wrapped.data.data[0] : body, TokenEntry, "token answer");
  return {
    accessToken: flat.access_token,
    userId: flat.user_id === undefined ? "" : String(flat.user_id),
    scopes: scopesOf(flat.permissions),
  };
}
