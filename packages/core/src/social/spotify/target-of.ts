import { SpotifyAddPlaylistOrAlbumConfig, SpotifyFollowArtistConfig, SpotifyLikeSongConfig } from "@fanfare/protocol";
import { AppError } from "../../errors";
import type { SpotifyTarget } from "./targets";

/** The target a Spotify condition's stored config names. */
export function spotifyTargetOf(type: string, config: unknown): SpotifyTarget {
  if (type === "SPOTIFY_LIKE_SONG") return { kind: "track", id: SpotifyLikeSongConfig.parse(config).trackId };
  if (type === "SPOTIFY_FOLLOW_ARTIST") return { kind: "artist", id: SpotifyFollowArtistConfig.parse(config).artistId };
  if (type === "SPOTIFY_ADD_PLAYLIST_OR_ALBUM") {
    const parsed = SpotifyAddPlaylistOrAlbumConfig.parse(config);
    return { kind: parsed.target, id: parsed.id };
  }
  throw new AppError("request-E1004");
}
