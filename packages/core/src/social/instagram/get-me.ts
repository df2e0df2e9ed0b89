import { type InstagramConfig, type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, expectShape, isObject } from "../http";
import type { Profile } from "../tokens";
import { classifyGraph } from "./classify";

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
  const me = expectShape(
    body,
    (v): v is { user_id: string | number; username?: unknown } =>
      isObject(v) && (typeof v.user_id === "string" || typeof v.user_id === "number"),
    "user",
  );
  const username = typeof me.username === "string" && me.username ? `@${me.username}` : String(me.user_id);
  return { id: String(me.user_id), displayName: username };
}
