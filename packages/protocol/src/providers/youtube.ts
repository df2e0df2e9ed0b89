import { defineSocialProvider } from "../definitions";

/**
 * YouTube (Google OAuth 2.0 + YouTube Data API v3): "subscribe to a channel". Like Spotify, one code for
 * every way YouTube fails (-E2001), whatever the call.
 */
export const YOUTUBE = defineSocialProvider({
  id: "YOUTUBE",
  name: "YouTube",
  urlSlug: "youtube",
  errorPrefix: "youtubeCondition",
  targetKinds: ["channel"],
  errors: {
    "youtubeCondition-E2000": {
      status: 409,
      category: "BAD_REQUEST",
      message: "This YouTube account is already used by another account.",
    },
    "youtubeCondition-E2001": { status: 502, category: "BAD_REQUEST", message: "YouTube could not be reached." },
    "youtubeCondition-E2007": {
      status: 409,
      category: "BAD_REQUEST",
      message: "You have not subscribed to the channel yet.",
    },
    "youtubeCondition-E2008": { status: 403, category: "BAD_REQUEST", message: "YouTube permission was denied." },
  },
});
