import { spotifyCondition } from "../spotify/spotify-condition";

/** SPOTIFY_LIKE_SONG: the track is in the fan's Liked Songs (scopes user-library-read/-modify). */
export const spotifyLikeSongCondition = spotifyCondition("SPOTIFY_LIKE_SONG", (settings) => ({
  kind: "track",
  id: settings.trackId,
}));
