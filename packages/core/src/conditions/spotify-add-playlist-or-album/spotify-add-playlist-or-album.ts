import { spotifyCondition } from "../spotify/spotify-condition";

/**
 * SPOTIFY_ADD_PLAYLIST_OR_ALBUM: the fan follows the playlist (playlist-modify-public to do it for them)
 * or saved the album (user-library-read/-modify). The slug is the spec's, garbled spelling kept.
 */
export const spotifyAddPlaylistOrAlbumCondition = spotifyCondition("SPOTIFY_ADD_PLAYLIST_OR_ALBUM", (settings) => ({
  kind: settings.target,
  id: settings.id,
}));
