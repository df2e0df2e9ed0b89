import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, FORM_HEADERS, form, parseAnswer } from "../http";
import { secondsFrom, type TokenSet } from "../tokens";
import { classifyTikTokToken } from "./classify";
import type { TikTokConfig } from "./provider";

/** The token endpoint's answer (TikTok always sends a refresh token with the access token). */
export const TikTokTokenAnswer = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.unknown().optional(),
  open_id: z.unknown().optional(),
  refresh_token: z.string(),
  refresh_expires_in: z.unknown().optional(),
  scope: z.unknown().optional(),
});
type TikTokTokenAnswer = z.output<typeof TikTokTokenAnswer>;

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
  return toTikTokTokens(parseAnswer(body, TikTokTokenAnswer, "token answer"), input.now);
}
