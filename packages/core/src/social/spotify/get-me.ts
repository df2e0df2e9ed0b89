import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, parseAnswer } from "../http";
import type { Profile } from "../tokens";
import { classifySpotifyApi } from "./classify";
import type { SpotifyConfig } from "./provider";

/** GET /v1/me: the Spotify user id (no scope needed). */
export async function spotifyGetMe(
  config: SpotifyConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
): Promise<Profile> {
  const { body } = await callProvider(policy, {
    operation: "spotify.get-me",
    method: "GET",
    url: providerUrl(config.apiUrl, "/v1/me"),
    headers: { authorization: `Bearer ${accessToken}` },
    idempotent: true,
    classify: classifySpotifyApi,
  });
  const me = parseAnswer(body, z.looseObject({ id: z.string().min(1), display_name: z.unknown().optional() }), "user");
  return { id: me.id, displayName: typeof me.display_name === "string" && me.display_name ? me.display_name : me.id };
}
