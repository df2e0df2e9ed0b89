import { spotifyCondition } from "../spotify/spotify-condition";

/** SPOTIFY_FOLLOW_ARTIST: the fan follows the artist (scopes user-follow-read/-modify). */
export const spotifyFollowArtistCondition = spotifyCondition("SPOTIFY_FOLLOW_ARTIST", (settings) => ({
  kind: "artist",
  id: settings.artistId,
}));
