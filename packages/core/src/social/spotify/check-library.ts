import { z } from "zod";
import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider, parseAnswer } from "../http";
import { classifySpotifyApi } from "./classify";
import type { SpotifyConfig } from "./provider";
import type { SpotifyTarget } from "./targets";

const PATHS: Record<SpotifyTarget["kind"], (id: string) => { path: string; query: Record<string, string> }> = {
  track: (id) => ({ path: "/v1/me/tracks/contains", query: { ids: id } }),
  album: (id) => ({ path: "/v1/me/albums/contains", query: { ids: id } }),
  artist: (id) => ({ path: "/v1/me/following/contains", query: { type: "artist", ids: id } }),
  playlist: (id) => ({ path: `/v1/playlists/${encodeURIComponent(id)}/followers/contains`, query: {} }),
};

/** Whether the fan has saved the track or album, follows the artist or follows the playlist (`…/contains`). */
export async function spotifyCheckLibrary(
  config: SpotifyConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
  target: SpotifyTarget,
): Promise<boolean> {
  const { path, query } = PATHS[target.kind](target.id);
  const { body } = await callProvider(policy, {
    operation: "spotify.check-library",
    method: "GET",
    url: providerUrl(config.apiUrl, path, query),
    headers: { authorization: `Bearer ${accessToken}` },
    idempotent: true,
    classify: classifySpotifyApi,
  });
  const [answer] = parseAnswer(body, z.tuple([z.boolean()]), "contains answer");
  return answer;
}
