import { type InstagramConfig, type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, expectShape, isObject } from "../http";
import { secondsFrom } from "../tokens";
import { classifyGraph } from "./classify";

export type LongLivedToken = { accessToken: string; expiresAt: Date };
export const isLongLivedAnswer = (v: unknown): v is { access_token: string; expires_in?: number } =>
  isObject(v) && typeof v.access_token === "string" && v.access_token !== "";

/** GET graph.instagram.com/access_token?grant_type=ig_exchange_token: short-lived → long-lived (60 days). */
export async function instagramExchangeLongLivedToken(
  config: InstagramConfig,
  policy: ProviderCallPolicy,
  input: { shortLivedToken: string; now: Date },
): Promise<LongLivedToken> {
  const { body } = await callProvider(policy, {
    operation: "instagram.exchange-long-lived-token",
    method: "GET",
    url: providerUrl(config.graphUrl, "/access_token", {
      grant_type: "ig_exchange_token",
      client_secret: config.clientSecret,
      access_token: input.shortLivedToken,
    }),
    idempotent: true,
    classify: classifyGraph,
  });
  const answer = expectShape(body, isLongLivedAnswer, "long-lived token");
  return { accessToken: answer.access_token, expiresAt: secondsFrom(input.now, answer.expires_in, 60 * 24 * 3600) };
}
