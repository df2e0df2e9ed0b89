import type { Locale } from "@fanfare/protocol";
import en from "./messages/instagram/en.json";
import fr from "./messages/instagram/fr.json";
import ja from "./messages/instagram/ja.json";
import th from "./messages/instagram/th.json";

// The texts of Instagram, merged into the messages (i18n/module-messages.ts).
// The texts are JSON (./messages/instagram/<locale>.json) like messages/<locale>/common.json, so translators and
// message tools read them the same way; `satisfies` below makes a key missing in one locale a type error.
export const INSTAGRAM_PROVIDER_TEXTS = { ja, en, fr, th } satisfies Record<Locale, typeof ja>;
