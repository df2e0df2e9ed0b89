/** What a Spotify condition is about: a track to save, an artist to follow, a playlist to follow, an album to save. */
export type SpotifyTarget = { kind: "track" | "artist" | "playlist" | "album"; id: string };

export const spotifyOpenUrl = (target: SpotifyTarget) => `https://open.spotify.com/${target.kind}/${target.id}`;

/** The smallest scopes for reading a target back, and for doing it for the fan. */
export function spotifyScopesFor(target: SpotifyTarget): string[] {
  switch (target.kind) {
    case "track":
    case "album":
      return ["user-library-read", "user-library-modify"];
    case "artist":
      return ["user-follow-read", "user-follow-modify"];
    case "playlist":
      // Reading a playlist's followers needs no scope; following it publicly needs this one.
      return ["playlist-modify-public"];
  }
}
