import { type ProviderCallPolicy, providerUrl, type TikTokConfig } from "../config";
import { callProvider, expectShape, isObject } from "../http";
import type { Profile } from "../tokens";
import { classifyTikTokApi } from "./classify";

/** GET /v2/user/info/?fields=open_id,display_name (scope user.info.basic). */
export async function tiktokGetUser(
  config: TikTokConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
): Promise<Profile> {
  const { body } = await callProvider(policy, {
    operation: "tiktok.get-user",
    method: "GET",
    url: providerUrl(config.apiUrl, "/v2/user/info/", { fields: "open_id,display_name" }),
    headers: { authorization: `Bearer ${accessToken}` },
    idempotent: true,
    classify: classifyTikTokApi,
  });
  const answer = expectShape(
    body,
    (v): v is { data: { user: { open_id: string; display_name?: unknown } } } =>
      isObject(v) &&
      isObject(v.data) &&
      isObject(v.data.user) &&
      typeof v.data.user.open_id === "string" &&
      v.data.user.open_id !== "",
    "user info",
  );
  const user = answer.data.user;
  return {
    id: user.open_id,
    displayName: typeof user.display_name === "string" && user.display_name ? user.display_name : user.open_id,
  };
}
