import { PROVIDER_NAME } from "./names";
import { defineSocialProviderView } from "./provider";

export const instagram = defineSocialProviderView({
  name: PROVIDER_NAME.INSTAGRAM,
  colour: "#E4405F",
  deniedCode: "instagramCondition-E2006",
});
