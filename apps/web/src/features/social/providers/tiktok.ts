import { defineSocialProviderView } from "./provider";

export const tiktok = defineSocialProviderView({
  name: "TikTok",
  colour: "#000000",
  deniedCode: "tiktokCondition-E2006",
});
