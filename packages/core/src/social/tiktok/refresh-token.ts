import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, FORM_HEADERS, form, parseAnswer } from "../http";
import type { TokenSet } from "../tokens";
import { classifyTikTokToken } from "./classify";
import { TikTokTokenAnswer, toTikTokTokens } from "./exchange-code";
import type { TikTokConfig } from "./provider";

/**
 * POST /v2/oauth/token/, grant_type=refresh_token. TikTok rotates the refresh token, so this is not
 * retried blindly: a lost answer would leave us with a spent token (the fan then reconnects).
 */
export async function tiktokRefreshToken(
  config: TikTokConfig,
  policy: ProviderCallPolicy,
  input: { refreshToken: string; now: Date },
): Promise<TokenSet> {
  const { body } = await callProvider(policy, {
    operation: "tiktok.refresh-token",
    method: "POST",
    url: providerUrl(config.apiUrl, "/v2/oauth/token/"),
    headers: FORM_HEADERS,
    body: form({
      client_key: config.clientKey,
      client_secret: config.clientSecret,
      grant_type: "refresh_token",
      refresh_token: input.refreshToken,
    }),
    idempotent: false,
    classify: classifyTikTokToken,
  });
  return toTikTokTokens(parseAnswer(body, TikTokTokenAnswer, "token answer"), input.now);
}
