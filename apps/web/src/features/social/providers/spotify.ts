import { defineSocialProviderView } from "./provider";
import { SPOTIFY_PROVIDER_TEXTS } from "./spotify-texts";

export const spotify = defineSocialProviderView({
  name: "Spotify",
  colour: "#1DB954",
  deniedCode: "spotifyCondition-E2008",
  texts: SPOTIFY_PROVIDER_TEXTS,
});
