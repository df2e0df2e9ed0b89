import type { Locale } from "@fanfare/protocol";
import en from "./messages/youtube/en.json";
import fr from "./messages/youtube/fr.json";
import ja from "./messages/youtube/ja.json";
import th from "./messages/youtube/th.json";

// The texts of YouTube, merged into the messages (i18n/module-messages.ts): the translations of its
// error codes (packages/protocol/src/providers/youtube.ts).
// The texts are JSON (./messages/youtube/<locale>.json) like messages/<locale>/common.json, so translators and
// message tools read them the same way; `satisfies` below makes a key missing in one locale a type error.
export const YOUTUBE_PROVIDER_TEXTS = { ja, en, fr, th } satisfies Record<Locale, typeof ja>;
