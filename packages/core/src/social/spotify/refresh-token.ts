import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, FORM_HEADERS, form, parseAnswer } from "../http";
import type { TokenSet } from "../tokens";
import { basicAuth, classifySpotifyToken } from "./classify";
import { SpotifyTokenAnswer, toSpotifyTokens } from "./exchange-code";
import type { SpotifyConfig } from "./provider";

/**
 * POST /api/token, grant_type=refresh_token. A confidential client keeps its refresh token (the answer may
 * carry none: refreshToken null means "keep the old one"). invalid_grant (revoked) is `unauthorized`.
 */
export async function spotifyRefreshToken(
  config: SpotifyConfig,
  policy: ProviderCallPolicy,
  input: { refreshToken: string; now: Date },
): Promise<TokenSet> {
  const { body } = await callProvider(policy, {
    operation: "spotify.refresh-token",
    method: "POST",
    url: providerUrl(config.accountsUrl, "/api/token"),
    headers: { ...FORM_HEADERS, authorization: basicAuth(config.clientId, config.clientSecret) },
    body: form({ grant_type: "refresh_token", refresh_token: input.refreshToken }),
    // A refresh that failed on the way can be asked again: the refresh token is not rotated for us.
    idempotent: true,
    classify: classifySpotifyToken,
  });
  return toSpotifyTokens(parseAnswer(body, SpotifyTokenAnswer, "token answer"), input.now);
}
