import { defineSocialProviderView } from "./provider";

export const instagram = defineSocialProviderView({
  name: "Instagram",
  colour: "#E4405F",
  deniedCode: "instagramCondition-E2006",
});
