import { SpotifyFollowArtistConfig } from "@fanfare/protocol";
import { spotifyCondition } from "../spotify/spotify-condition";

/** SPOTIFY_FOLLOW_ARTIST: the fan follows the artist (scopes user-follow-read/-modify). */
export const spotifyFollowArtistCondition = spotifyCondition(
  "SPOTIFY_FOLLOW_ARTIST",
  "spotify-follow-artist",
  SpotifyFollowArtistConfig,
);
