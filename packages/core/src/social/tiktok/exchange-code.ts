import { type ProviderCallPolicy, providerUrl, type TikTokConfig } from "../config";
import { callProvider, expectShape, FORM_HEADERS, form, isObject } from "../http";
import { secondsFrom, type TokenSet } from "../tokens";
import { classifyTikTokToken } from "./classify";

type TikTokTokenAnswer = {
  access_token: string;
  expires_in?: number;
  open_id?: string;
  refresh_token: string;
  refresh_expires_in?: number;
  scope?: string;
};
export const isTikTokTokenAnswer = (v: unknown): v is TikTokTokenAnswer =>
  isObject(v) && typeof v.access_token === "string" && v.access_token !== "" && typeof v.refresh_token === "string";

export function toTikTokTokens(answer: TikTokTokenAnswer, now: Date): TokenSet {
  return {
    accessToken: answer.access_token,
    accessExpiresAt: secondsFrom(now, answer.expires_in, 24 * 3600),
    refreshToken: answer.refresh_token,
    refreshExpiresAt: secondsFrom(now, answer.refresh_expires_in, 365 * 24 * 3600),
    scopes: typeof answer.scope === "string" ? answer.scope.split(",").filter(Boolean) : null,
    providerUserId: typeof answer.open_id === "string" ? answer.open_id : null,
  };
}

/** POST /v2/oauth/token/ (form), grant_type=authorization_code with the PKCE verifier. Never retried. */
export async function tiktokExchangeCode(
  config: TikTokConfig,
  policy: ProviderCallPolicy,
  input: { code: string; verifier: string; redirectUri: string; now: Date },
): Promise<TokenSet> {
  const { body } = await callProvider(policy, {
    operation: "tiktok.exchange-code",
    method: "POST",
    url: providerUrl(config.apiUrl, "/v2/oauth/token/"),
    headers: FORM_HEADERS,
    body: form({
      client_key: config.clientKey,
      client_secret: config.clientSecret,
      code: input.code,
      grant_type: "authorization_code",
      redirect_uri: input.redirectUri,
      code_verifier: input.verifier,
    }),
    idempotent: false,
    classify: classifyTikTokToken,
  });
  return toTikTokTokens(expectShape(body, isTikTokTokenAnswer, "token answer"), input.now);
}
