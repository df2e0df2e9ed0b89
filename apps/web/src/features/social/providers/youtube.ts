import { defineSocialProviderView } from "./provider";
import { YOUTUBE_PROVIDER_TEXTS } from "./youtube-texts";

export const youtube = defineSocialProviderView({
  name: "YouTube",
  colour: "#FF0000",
  deniedCode: "youtubeCondition-E2008",
  texts: YOUTUBE_PROVIDER_TEXTS,
});
