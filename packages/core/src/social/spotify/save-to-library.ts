import { type ProviderCallPolicy, providerUrl } from "../config";
import { callProvider } from "../http";
import { classifySpotifyApi } from "./classify";
import type { SpotifyConfig } from "./provider";
import type { SpotifyTarget } from "./targets";

type LibraryRequest = { path: string; query: Record<string, string>; body: string | undefined };

/** The PUT that saves or follows each kind of target. */
function libraryRequest(target: SpotifyTarget): LibraryRequest {
  switch (target.kind) {
    case "track":
      return { path: "/v1/me/tracks", query: { ids: target.id }, body: undefined };
    case "album":
      return { path: "/v1/me/albums", query: { ids: target.id }, body: undefined };
    case "artist":
      return { path: "/v1/me/following", query: { type: "artist", ids: target.id }, body: undefined };
    default:
      return {
        path: `/v1/playlists/${encodeURIComponent(target.id)}/followers`,
        query: {},
        body: JSON.stringify({ public: true }),
      };
  }
}

/**
 * "Do it for me": save the track or album, follow the artist, or follow the playlist (publicly). These PUTs
 * are idempotent on Spotify's side (saving twice keeps one), so an outage is retried like a read.
 */
export async function spotifySaveToLibrary(
  config: SpotifyConfig,
  policy: ProviderCallPolicy,
  accessToken: string,
  target: SpotifyTarget,
): Promise<void> {
  const request = libraryRequest(target);
  await callProvider(policy, {
    operation: "spotify.save-to-library",
    method: "PUT",
    url: providerUrl(config.apiUrl, request.path, request.query),
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(request.body !== undefined ? { "content-type": "application/json" } : {}),
    },
    ...(request.body !== undefined ? { body: request.body } : {}),
    idempotent: true,
    classify: classifySpotifyApi,
  });
}
