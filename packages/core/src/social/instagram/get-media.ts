import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider } from "../http";
import { classifyGraph } from "./classify";
import { type InstagramPost, MEDIA_FIELDS, toInstagramPost } from "./media";
import type { InstagramConfig } from "./provider";

/**
 * GET graph.instagram.com/{media-id}: one post, readable only with its owner's token. Someone else's post
 * answers Graph error 100 (subcode 33): `rejected`, which the condition reads as "not your post".
 */
export async function instagramGetMedia(
  config: InstagramConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
  mediaId: string,
): Promise<InstagramPost> {
  const { body } = await callProvider(policy, {
    operation: "instagram.get-media",
    method: "GET",
    url: providerUrl(config.graphUrl, `/${encodeURIComponent(mediaId)}`, {
      fields: MEDIA_FIELDS,
      access_token: accessToken,
    }),
    idempotent: true,
    classify: classifyGraph,
  });
  return toInstagramPost(body);
}
