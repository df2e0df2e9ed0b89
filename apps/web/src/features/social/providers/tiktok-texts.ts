import type { Locale } from "@fanfare/protocol";
import en from "./messages/tiktok/en.json";
import fr from "./messages/tiktok/fr.json";
import ja from "./messages/tiktok/ja.json";
import th from "./messages/tiktok/th.json";

// The texts of TikTok, merged into the messages (i18n/module-messages.ts).
// The texts are JSON (./messages/tiktok/<locale>.json) like messages/<locale>/common.json, so translators and
// message tools read them the same way; `satisfies` below makes a key missing in one locale a type error.
export const TIKTOK_PROVIDER_TEXTS = { ja, en, fr, th } satisfies Record<Locale, typeof ja>;
