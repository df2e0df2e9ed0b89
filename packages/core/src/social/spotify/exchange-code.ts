import { type ProviderCallPolicy, providerUrl, type SpotifyConfig } from "../config";
import { callProvider, expectShape, FORM_HEADERS, form, isObject, ProviderError } from "../http";
import { secondsFrom, type TokenSet } from "../tokens";
import { basicAuth, classifySpotifyToken } from "./classify";

type SpotifyTokenAnswer = { access_token: string; expires_in?: number; refresh_token?: string; scope?: string };
export const isSpotifyTokenAnswer = (v: unknown): v is SpotifyTokenAnswer =>
  isObject(v) && typeof v.access_token === "string" && v.access_token !== "";

export function toSpotifyTokens(answer: SpotifyTokenAnswer, now: Date): TokenSet {
  return {
    accessToken: answer.access_token,
    accessExpiresAt: secondsFrom(now, answer.expires_in, 3600),
    refreshToken: answer.refresh_token ?? null,
    refreshExpiresAt: null,
    scopes: typeof answer.scope === "string" ? answer.scope.split(" ").filter(Boolean) : null,
    providerUserId: null,
  };
}

/** POST /api/token, grant_type=authorization_code, with the PKCE verifier. Never retried (single-use code). */
export async function spotifyExchangeCode(
  config: SpotifyConfig,
  policy: ProviderCallPolicy,
  input: { code: string; verifier: string; redirectUri: string; now: Date },
): Promise<TokenSet> {
  const { body } = await callProvider(policy, {
    operation: "spotify.exchange-code",
    method: "POST",
    url: providerUrl(config.accountsUrl, "/api/token"),
    headers: { ...FORM_HEADERS, authorization: basicAuth(config.clientId, config.clientSecret) },
    body: form({
      grant_type: "authorization_code",
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.verifier,
    }),
    idempotent: false,
    classify: classifySpotifyToken,
  });
  const answer = expectShape(body, isSpotifyTokenAnswer, "token answer");
  if (!answer.refresh_token) throw new ProviderError("malformed", 200, null, "no refresh token");
  return toSpotifyTokens(answer, input.now);
}
