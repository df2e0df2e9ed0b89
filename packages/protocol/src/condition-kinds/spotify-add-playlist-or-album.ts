import { z } from "zod";
import { defineConditionKind } from "../definitions";
import { SPOTIFY_ACTION, SpotifyId } from "./parts/social";

/** SPOTIFY_ADD_PLAYLIST_OR_ALBUM: the playlist the fan follows, or the album they save. */
export const SpotifyAddPlaylistOrAlbumConfig = z
  .object({ target: z.enum(["playlist", "album"]), id: SpotifyId })
  .strict();

/** The slug is the spec's, garbled spelling kept. */
export const SPOTIFY_ADD_PLAYLIST_OR_ALBUM = defineConditionKind({
  type: "SPOTIFY_ADD_PLAYLIST_OR_ALBUM",
  slug: "spotify_add_playlist_or_album",
  tab: "social",
  provider: "SPOTIFY",
  proof: "PROVIDER",
  settings: SpotifyAddPlaylistOrAlbumConfig,
  action: SPOTIFY_ACTION,
  errors: {},
});
