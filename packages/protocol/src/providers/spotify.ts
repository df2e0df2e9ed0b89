import { defineSocialProvider } from "../definitions";

/** Spotify (ADR 0016): the music kinds; one code for every failure of Spotify (-E2001). */
export const SPOTIFY = defineSocialProvider({
  id: "SPOTIFY",
  name: "Spotify",
  urlSlug: "spotify",
  errorPrefix: "spotifyCondition",
  targetKinds: ["track", "artist", "playlist", "album"],
  errors: {
    "spotifyCondition-E2000": {
      status: 409,
      category: "BAD_REQUEST",
      message: "This Spotify account is already used by another account.",
    },
    "spotifyCondition-E2001": { status: 502, category: "BAD_REQUEST", message: "Spotify could not be reached." },
    "spotifyCondition-E2007": { status: 409, category: "BAD_REQUEST", message: "The condition is not completed yet." },
    "spotifyCondition-E2008": { status: 403, category: "BAD_REQUEST", message: "Spotify permission was denied." },
  },
});
