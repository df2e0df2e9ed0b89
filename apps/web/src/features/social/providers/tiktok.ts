import { PROVIDER_NAME } from "./names";
import { defineSocialProviderView } from "./provider";

export const tiktok = defineSocialProviderView({
  name: PROVIDER_NAME.TIKTOK,
  colour: "#000000",
  deniedCode: "tiktokCondition-E2006",
});
