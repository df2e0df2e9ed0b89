import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, FORM_HEADERS, form, ProviderError } from "../http";
import { secondsFrom, type TokenSet } from "../tokens";
import { classifyGoogleToken, parseAnswer } from "./classify";
import type { YouTubeConfig } from "./provider";

/** Google's token answer (code exchange and refresh); a refresh answer has no refresh_token. */
export const GoogleTokenAnswer = z.object({
  access_token: z.string().min(1),
  expires_in: z.number().optional(),
  refresh_token: z.string().min(1).optional(),
  scope: z.string().optional(),
  token_type: z.string().optional(),
});

export function toYouTubeTokens(answer: z.output<typeof GoogleTokenAnswer>, now: Date): TokenSet {
  return {
    accessToken: answer.access_token,
    accessExpiresAt: secondsFrom(now, answer.expires_in, 3599),
    refreshToken: answer.refresh_token ?? null,
    refreshExpiresAt: null,
    scopes: answer.scope === undefined ? null : answer.scope.split(" ").filter(Boolean),
    providerUserId: null,
  };
}

/**
 * POST to Google's token endpoint, grant_type=authorization_code, with the PKCE verifier and the client's
 * secret in the body. Never retried (single-use code). Without a refresh token the fan would have to
 * connect again within the hour: refused as malformed (we ask with access_type=offline and prompt=consent).
 */
export async function youtubeExchangeCode(
  config: YouTubeConfig,
  policy: ProviderCallPolicy,
  input: { code: string; verifier: string; redirectUri: string; now: Date },
): Promise<TokenSet> {
  const { body } = await callProvider(policy, {
    operation: "youtube.exchange-code",
    method: "POST",
    url: providerUrl(config.tokenUrl, ""),
    headers: FORM_HEADERS,
    body: form({
      grant_type: "authorization_code",
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.verifier,
      client_id: config.clientId,
      client_secret: config.clientSecret,
    }),
    idempotent: false,
    classify: classifyGoogleToken,
  });
  const answer = parseAnswer(GoogleTokenAnswer, body, "token answer");
  if (!answer.refresh_token) throw new ProviderError("malformed", 200, null, "no refresh token");
  return toYouTubeTokens(answer, input.now);
}
