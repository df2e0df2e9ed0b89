import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, parseAnswer } from "../http";
import { secondsFrom } from "../tokens";
import { classifyGraph } from "./classify";
import type { InstagramConfig } from "./provider";

export type LongLivedToken = { accessToken: string; expiresAt: Date };
export const LongLivedAnswer = z.looseObject({ access_token: z.string().min(1), expires_in: z.unknown().optional() });

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
  const answer = parseAnswer(body, LongLivedAnswer, "long-lived token");
  return { accessToken: answer.access_token, expiresAt: secondsFrom(input.now, answer.expires_in, 60 * 24 * 3600) };
}
