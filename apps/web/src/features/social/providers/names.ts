import type { SocialProvider } from "@fanfare/protocol";

/**
 * The providers' brand names, the same in every language. Apart from their views (registry.ts) so a
 * page that only names a provider, as a condition's proof badge does, does not load every provider's
 * colour and codes with it (issue 17, docs/bench-web.md). A provider added to the protocol without a
 * name here is a type error; the views take their names from here.
 */
export const PROVIDER_NAME = {
  SPOTIFY: "Spotify",
  INSTAGRAM: "Instagram",
  TIKTOK: "TikTok",
  YOUTUBE: "YouTube",
} as const satisfies Record<SocialProvider, string>;
