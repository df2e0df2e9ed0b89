import { PROVIDER_NAME } from "./names";
import { defineSocialProviderView } from "./provider";

export const youtube = defineSocialProviderView({
  name: PROVIDER_NAME.YOUTUBE,
  colour: "#FF0000",
  deniedCode: "youtubeCondition-E2008",
});
