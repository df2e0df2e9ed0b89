import { defineSocialProviderView } from "./provider";

export const youtube = defineSocialProviderView({
  name: "YouTube",
  colour: "#FF0000",
  deniedCode: "youtubeCondition-E2008",
});
