import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, parseAnswer } from "../http";
import type { Profile } from "../tokens";
import { classifyGraph } from "./classify";
import type { InstagramConfig } from "./provider";

/** GET graph.instagram.com/me?fields=user_id,username: the Instagram user id and @username. */
export async function instagramGetMe(
  config: InstagramConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
): Promise<Profile> {
  const { body } = await callProvider(policy, {
    operation: "instagram.get-me",
    method: "GET",
    url: providerUrl(config.graphUrl, "/me", { fields: "user_id,username", access_token: accessToken }),
    idempotent: true,
    classify: classifyGraph,
  });
  const me = parseAnswer(
    body,
    z.looseObject({ user_id: z.union([z.string(), z.number()]), username: z.unknown().optional() }),
    "user",
  );
  const username = typeof me.username === "string" && me.username ? `@${me.username}` : String(me.user_id);
  return { id: String(me.user_id), displayName: username };
}
