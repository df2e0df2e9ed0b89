import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, FORM_HEADERS, form } from "../http";
import type { TokenSet } from "../tokens";
import { classifyGoogleToken, parseAnswer } from "./classify";
import { GoogleTokenAnswer, toYouTubeTokens } from "./exchange-code";
import type { YouTubeConfig } from "./provider";

/**
 * POST to Google's token endpoint, grant_type=refresh_token. Google does not rotate refresh tokens (the
 * answer carries none: refreshToken null keeps the old one), so a refresh that failed on the way can be
 * asked again. A revoked or expired grant is invalid_grant: `unauthorized`.
 */
export async function youtubeRefreshToken(
  config: YouTubeConfig,
  policy: ProviderCallPolicy,
  input: { refreshToken: string; now: Date },
): Promise<TokenSet> {
  const { body } = await callProvider(policy, {
    operation: "youtube.refresh-token",
    method: "POST",
    url: providerUrl(config.tokenUrl, ""),
    headers: FORM_HEADERS,
    body: form({
      grant_type: "refresh_token",
      refresh_token: input.refreshToken,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
    idempotent: true,
    classify: classifyGoogleToken,
  });
  return toYouTubeTokens(parseAnswer(GoogleTokenAnswer, body, "token answer"), input.now);
}
