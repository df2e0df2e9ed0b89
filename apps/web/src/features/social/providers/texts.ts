import type { Locale, SocialProvider } from "@fanfare/protocol";
import { INSTAGRAM_PROVIDER_TEXTS } from "./instagram-texts";
import type { MessageTree } from "./provider";
import { SPOTIFY_PROVIDER_TEXTS } from "./spotify-texts";
import { TIKTOK_PROVIDER_TEXTS } from "./tiktok-texts";
import { YOUTUBE_PROVIDER_TEXTS } from "./youtube-texts";

/**
 * Each provider's texts in every locale (`<provider>-texts.ts`: at least the translations of its error
 * codes under `errors`), merged into the messages by i18n/module-messages.ts. Listed apart from the
 * views (registry.ts) as the kinds' texts are apart from their forms (features/conditions/texts.ts): a
 * view reaches fan pages (a provider's name on a proof badge), and with its texts inside it brought
 * every provider's texts in all four locales to the browser (~4 kB gzip on the campaign page, issue 17),
 * where the server's messages already carry them. A provider missing here is a type error.
 */
export const SOCIAL_PROVIDER_TEXTS = {
  SPOTIFY: SPOTIFY_PROVIDER_TEXTS,
  INSTAGRAM: INSTAGRAM_PROVIDER_TEXTS,
  TIKTOK: TIKTOK_PROVIDER_TEXTS,
  YOUTUBE: YOUTUBE_PROVIDER_TEXTS,
} as const satisfies Record<SocialProvider, Record<Locale, MessageTree>>;
