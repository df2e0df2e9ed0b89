import format from "icu-minify/format";
import { describe, expect, it } from "vitest";
import { compileModuleTexts } from "./compile-module-texts";

const formatters = {
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

describe("module texts for a precompiled build", () => {
  const compiled = compileModuleTexts([
    {
      ja: { kind: { open: "YouTubeで{channel}を開く", plain: "確認する" } },
      en: { kind: { open: "Open {channel} on YouTube", plain: "Check" } },
      fr: { kind: { open: "Ouvrir {channel} sur YouTube", plain: "Vérifier" } },
      th: { kind: { open: "เปิด {channel} บน YouTube", plain: "ตรวจสอบ" } },
    },
  ])[0];
  /** One compiled message of the kind's texts. */
  const messageOf = (locale: "ja" | "en" | "fr" | "th", key: string) =>
    (compiled?.[locale].kind as Record<string, unknown> | undefined)?.[key];

  it("fills placeholders when formatted as production formats (icu-minify's format-only)", () => {
    // The raw string would come out as is, braces and all: the bug this compile step prevents.
    expect(format(messageOf("ja", "open") as never, "ja", { channel: "Fanfare" }, { formatters })).toBe(
      "YouTubeでFanfareを開く",
    );
    expect(format(messageOf("th", "open") as never, "th", { channel: "Fanfare" }, { formatters })).toBe(
      "เปิด Fanfare บน YouTube",
    );
  });

  it("keeps every locale and key", () => {
    expect(Object.keys(compiled ?? {})).toEqual(["ja", "en", "fr", "th"]);
    expect(format(messageOf("fr", "plain") as never, "fr", {}, { formatters })).toBe("Vérifier");
  });
});
