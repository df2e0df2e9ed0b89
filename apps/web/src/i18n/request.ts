import { locale as rootLocale } from "next/root-params";
import { hasLocale } from "next-intl";
import { getRequestConfig } from "next-intl/server";
import { compileModuleTexts } from "./compile-module-texts";
import { MODULE_TEXTS, withModuleMessages } from "./module-messages";
import { routing } from "./routing";

// Compiled once, as next.config precompiles common.json (compile-module-texts.ts says why).
const COMPILED_MODULE_TEXTS = compileModuleTexts(MODULE_TEXTS);

export default getRequestConfig(async ({ locale: explicitLocale }) => {
  const requested = explicitLocale ?? (await rootLocale());
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    // The spec's default namespace `common` is the message tree, with the texts condition kinds and
    // providers keep in their folders (module-messages.ts) and the console's `console` namespace.
    messages: {
      ...withModuleMessages(
        locale,
        (await import(`../../messages/${locale}/common.json`)).default,
        COMPILED_MODULE_TEXTS,
      ),
      // The operator console's texts keep a file of their own: only its layout hands them to the browser
      // (route-messages.ts), and fans never need them.
      console: (await import(`../../messages/${locale}/console.json`)).default,
    },
  };
});
