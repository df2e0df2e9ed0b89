import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, parseAnswer } from "../http";
import type { Profile } from "../tokens";
import { classifyTikTokApi } from "./classify";
import type { TikTokConfig } from "./provider";

const UserInfoAnswer = z.looseObject({
  data: z.looseObject({ user: z.looseObject({ open_id: z.string().min(1), display_name: z.unknown().optional() }) }),
});

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
  const answer = parseAnswer(body, UserInfoAnswer, "user info");
  const user = answer.data.user;
  return {
    id: user.open_id,
    displayName: typeof user.display_name === "string" && user.display_name ? user.display_name : user.open_id,
  };
}
