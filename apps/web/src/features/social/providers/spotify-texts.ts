import type { Locale } from "@fanfare/protocol";
import en from "./messages/spotify/en.json";
import fr from "./messages/spotify/fr.json";
import ja from "./messages/spotify/ja.json";
import th from "./messages/spotify/th.json";

// The texts of Spotify, merged into the messages (i18n/module-messages.ts).
// The texts are JSON (./messages/spotify/<locale>.json) like messages/<locale>/common.json, so translators and
// message tools read them the same way; `satisfies` below makes a key missing in one locale a type error.
export const SPOTIFY_PROVIDER_TEXTS = { ja, en, fr, th } satisfies Record<Locale, typeof ja>;
