import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, FORM_HEADERS, form, ProviderError, parseAnswer } from "../http";
import { secondsFrom, type TokenSet } from "../tokens";
import { basicAuth, classifySpotifyToken } from "./classify";
import type { SpotifyConfig } from "./provider";

/** The Accounts service's token answer (fields we do not need are left alone). */
export const SpotifyTokenAnswer = z.looseObject({
  access_token: z.string().min(1),
  expires_in: z.unknown().optional(),
  refresh_token: z.string().optional(),
  scope: z.unknown().optional(),
});
type SpotifyTokenAnswer = z.output<typeof SpotifyTokenAnswer>;

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
  const answer = parseAnswer(body, SpotifyTokenAnswer, "token answer");
  if (!answer.refresh_token) throw new ProviderError("malformed", 200, null, "no refresh token");
  return toSpotifyTokens(answer, input.now);
}
