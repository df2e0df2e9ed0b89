import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, isObject, parseAnswer } from "../http";
import { classifyGraph } from "./classify";
import { type InstagramPost, MEDIA_FIELDS, toInstagramPost } from "./media";
import type { InstagramConfig } from "./provider";

/** GET graph.instagram.com/me/media: one page of the fan's posts, newest first, and the cursor of the next. */
export async function instagramListMedia(
  config: InstagramConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
  input: { after?: string | undefined; limit?: number } = {},
): Promise<{ posts: InstagramPost[]; after: string | null }> {
  const { body } = await callProvider(policy, {
    operation: "instagram.list-media",
    method: "GET",
    url: providerUrl(config.graphUrl, "/me/media", {
      fields: MEDIA_FIELDS,
      limit: String(input.limit ?? 25),
      after: input.after,
      access_token: accessToken,
    }),
    idempotent: true,
    classify: classifyGraph,
  });
  const page = parseAnswer(
    body,
    z.looseObject({ data: z.array(z.unknown()), paging: z.unknown().optional() }),
    "media page",
  );
  const paging = isObject(page.paging) ? page.paging : null;
  const cursors = paging && isObject(paging.cursors) ? paging.cursors : null;
  const after = paging?.next && typeof cursors?.after === "string" ? cursors.after : null;
  return { posts: page.data.map(toInstagramPost), after };
}
