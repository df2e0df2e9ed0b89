import { defineSocialProviderView } from "./provider";
import { TIKTOK_PROVIDER_TEXTS } from "./tiktok-texts";

export const tiktok = defineSocialProviderView({
  name: "TikTok",
  colour: "#000000",
  deniedCode: "tiktokCondition-E2006",
  texts: TIKTOK_PROVIDER_TEXTS,
});
