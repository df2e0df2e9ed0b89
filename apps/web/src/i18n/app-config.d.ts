import type messages from "../../messages/ja/common.json";
import type consoleMessages from "../../messages/ja/console.json";
import type { ModuleMessages } from "./module-messages";
import type { routing } from "./routing";

// Typed keys: a t("…") call with a key missing from the messages is a type error.
declare module "next-intl" {
  interface AppConfig {
    Locale: (typeof routing.locales)[number];
    Messages: typeof messages & ModuleMessages & { console: typeof consoleMessages };
  }
}
