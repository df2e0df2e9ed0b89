import { INSTAGRAM_PROVIDER_TEXTS } from "./instagram-texts";
import { defineSocialProviderView } from "./provider";

export const instagram = defineSocialProviderView({
  name: "Instagram",
  colour: "#E4405F",
  deniedCode: "instagramCondition-E2006",
  texts: INSTAGRAM_PROVIDER_TEXTS,
});
