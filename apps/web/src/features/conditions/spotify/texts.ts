import type { Locale } from "@fanfare/protocol";
import en from "./messages/en.json";
import fr from "./messages/fr.json";
import ja from "./messages/ja.json";
import th from "./messages/th.json";

// The texts of the Spotify kinds (SPOTIFY_LIKE_SONG, SPOTIFY_FOLLOW_ARTIST, SPOTIFY_ADD_PLAYLIST_OR_ALBUM),
// merged into the messages (i18n/module-messages.ts).
// The texts are JSON (./messages/<locale>.json) like messages/<locale>/common.json, so translators and
// message tools read them the same way; `satisfies` below makes a key missing in one locale a type error.
export const SPOTIFY_TEXTS = { ja, en, fr, th } satisfies Record<Locale, typeof ja>;
