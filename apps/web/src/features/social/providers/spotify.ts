import { PROVIDER_NAME } from "./names";
import { defineSocialProviderView } from "./provider";

export const spotify = defineSocialProviderView({
  name: PROVIDER_NAME.SPOTIFY,
  colour: "#1DB954",
  deniedCode: "spotifyCondition-E2008",
});
