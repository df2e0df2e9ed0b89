import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, parseAnswer } from "../http";
import { secondsFrom } from "../tokens";
import { classifyGraph } from "./classify";
import { LongLivedAnswer, type LongLivedToken } from "./exchange-long-lived-token";
import type { InstagramConfig } from "./provider";

/** Instagram refuses to refresh a long-lived token younger than this. */
export const INSTAGRAM_REFRESH_MIN_AGE_MS = 24 * 3600 * 1000;

/** GET graph.instagram.com/refresh_access_token?grant_type=ig_refresh_token: a fresh 60-day token. */
export async function instagramRefreshToken(
  config: InstagramConfig,
  policy: ProviderCallPolicy,
  input: { accessToken: string; now: Date },
): Promise<LongLivedToken> {
  const { body } = await callProvider(policy, {
    operation: "instagram.refresh-token",
    method: "GET",
    url: providerUrl(config.graphUrl, "/refresh_access_token", {
      grant_type: "ig_refresh_token",
      access_token: input.accessToken,
    }),
    idempotent: true,
    classify: classifyGraph,
  });
  const answer = parseAnswer(body, LongLivedAnswer, "refreshed token");
  return { accessToken: answer.access_token, expiresAt: secondsFrom(input.now, answer.expires_in, 60 * 24 * 3600) };
}
