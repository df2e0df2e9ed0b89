import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { ASSET_TYPES, DEFAULT_LOCALE, LOCALES, type Locale, SERVER_LANGUAGE } from "./enums";
import { LocalizedText } from "./schemas/campaigns";
import { localizedTextOf } from "./schemas/common";
import { FanNftView } from "./schemas/wallets";

// LOCALES is the one list of languages: every per-language shape is derived from it, so a language
// added there is a key everywhere (or a type error where a text must be written for it).
describe("the languages of LOCALES", () => {
  it("are the keys of LocalizedText, in order, with only the default language required", () => {
    for (const schema of [LocalizedText, FanNftView.shape.name, localizedTextOf(z.string())]) {
      expect(Object.keys(schema.shape)).toEqual([...LOCALES]);
      const required = Object.entries(schema.shape).filter(([, field]) => !field.safeParse(undefined).success);
      expect(required.map(([locale]) => locale)).toEqual([DEFAULT_LOCALE]);
    }
    expectTypeOf<keyof LocalizedText>().toEqualTypeOf<Locale>();
    expectTypeOf<LocalizedText[typeof DEFAULT_LOCALE]>().toEqualTypeOf<string>();
  });

  it("keep the wire format: every language's text passes, other keys are dropped, Japanese is required", () => {
    const text = Object.fromEntries(LOCALES.map((locale) => [locale, `text in ${locale}`]));
    expect(LocalizedText.parse({ ...text, de: "Text" })).toEqual(text);
    expect(LocalizedText.safeParse({ en: "only English" }).success).toBe(false);
    expect(LocalizedText.safeParse({ ja: "" }).success).toBe(false);
  });

  it("each have a server language and their own terms and privacy policy assets", () => {
    expect(Object.keys(SERVER_LANGUAGE).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const code = SERVER_LANGUAGE[locale].toUpperCase();
      expect(ASSET_TYPES).toContain(`TERMS_SERVICE_${code}`);
      expect(ASSET_TYPES).toContain(`PRIVACY_POLICY_${code}`);
    }
  });
});
