import { type ProviderCallPolicy, providerUrl, type SpotifyConfig } from "../config";
import { callProvider, expectShape, isObject } from "../http";
import type { Profile } from "../tokens";
import { classifySpotifyApi } from "./classify";

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
  const me = expectShape(
    body,
    (v): v is { id: string; display_name?: unknown } => isObject(v) && typeof v.id === "string" && v.id !== "",
    "user",
  );
  return { id: me.id, displayName: typeof me.display_name === "string" && me.display_name ? me.display_name : me.id };
}
