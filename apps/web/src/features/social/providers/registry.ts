import type { SocialProvider } from "@fanfare/protocol";
import { instagram } from "./instagram";
import type { SocialProviderView } from "./provider";
import { spotify } from "./spotify";
import { tiktok } from "./tiktok";
import { youtube } from "./youtube";

/**
 * Every provider's view: the only list of providers in the web (ADR 0020). A provider added to the
 * protocol without a line here is a type error.
 */
export const SOCIAL_PROVIDER_VIEWS = {
  SPOTIFY: spotify,
  INSTAGRAM: instagram,
  TIKTOK: tiktok,
  YOUTUBE: youtube,
} as const satisfies Record<SocialProvider, SocialProviderView>;

export function providerView(provider: SocialProvider): SocialProviderView {
  return SOCIAL_PROVIDER_VIEWS[provider];
}

/** The providers' names in the registry's order (the legal texts list them). */
export const PROVIDER_NAMES: readonly string[] = Object.values(SOCIAL_PROVIDER_VIEWS).map((view) => view.name);
