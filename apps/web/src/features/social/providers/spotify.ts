import { defineSocialProviderView } from "./provider";

export const spotify = defineSocialProviderView({
  name: "Spotify",
  colour: "#1DB954",
  deniedCode: "spotifyCondition-E2008",
});
