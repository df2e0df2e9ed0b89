import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { COUNTRIES, ERROR_CODES, LOCALES } from "@fanfare/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { checkMessages } from "../../scripts/check-messages.mjs";
import { MODULE_TEXTS } from "./module-messages";

/** The protocol's real lists: the error catalogue is assembled from the kinds' and providers' files. */
const PROTOCOL = { errorCodes: [...ERROR_CODES], countries: [...COUNTRIES], locales: [...LOCALES] };

describe("the message files of apps/web", () => {
  it("are complete, translated and all used (with the kinds' and providers' own texts)", () => {
    expect(checkMessages({ protocol: PROTOCOL, modules: [...MODULE_TEXTS] })).toEqual([]);
  });

  it("are a folder for exactly the protocol's LOCALES", () => {
    const messagesDir = join(dirname(fileURLToPath(import.meta.url)), "../../messages");
    const folders = readdirSync(messagesDir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    expect(folders.map((entry) => entry.name).sort()).toEqual([...LOCALES].sort());
  });
});

describe("checkMessages", () => {
  let root: string;
  const protocol = { errorCodes: ["user-E2005"], countries: ["JP"], locales: ["ja", "en", "fr", "th"] };
  // biome-ignore lint/suspicious/noTemplateCurlyInString: this is source text containing template literals
  const source = 't(`errors.${code}`); t(`countries.${c}`); t(`languages.${l}`); t("page.title"); t("page.hello");';

  function write(messages: Record<string, unknown>, code = source) {
    root = mkdtempSync(join(tmpdir(), "messages-"));
    for (const [locale, tree] of Object.entries(messages)) {
      mkdirSync(join(root, "messages", locale), { recursive: true });
      writeFileSync(join(root, "messages", locale, "common.json"), JSON.stringify(tree));
    }
    mkdirSync(join(root, "src"));
    writeFileSync(join(root, "src", "page.tsx"), code);
  }

  const languages = { ja: "日本語", en: "English", fr: "Français", th: "ไทย" };
  const valid = {
    ja: {
      errors: { "user-E2005": "待って" },
      countries: { JP: "日本" },
      languages,
      page: { title: "題", hello: "こんにちは {name}" },
    },
    en: {
      errors: { "user-E2005": "Wait" },
      countries: { JP: "Japan" },
      languages,
      page: { title: "Title", hello: "Hello {name}" },
    },
    fr: {
      errors: { "user-E2005": "Attendez" },
      countries: { JP: "Japon" },
      languages,
      page: { title: "Titre", hello: "Bonjour {name}" },
    },
    th: {
      errors: { "user-E2005": "รอ" },
      countries: { JP: "ญี่ปุ่น" },
      languages,
      page: { title: "หัวข้อ", hello: "สวัสดี {name}" },
    },
  };

  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it("accepts a complete set", () => {
    write(valid);
    expect(checkMessages({ root, protocol })).toEqual([]);
  });

  it("finds a key missing in one locale", () => {
    write({ ...valid, th: { ...valid.th, page: { title: "หัวข้อ" } } });
    expect(checkMessages({ root, protocol })).toContain('th: missing key "page.hello"');
  });

  it("finds an unused key and a key the code names but no locale has", () => {
    write(valid, `${source} t("page.missing");`.replace('t("page.title");', ""));
    const problems = checkMessages({ root, protocol });
    expect(problems).toContain('"page.title" is not used in apps/web/src');
    expect(problems).toContain('src/page.tsx: uses "page.missing", which has no message');
  });

  it("finds an error code without a message and a message for no code", () => {
    write(valid);
    const problems = checkMessages({ root, protocol: { ...protocol, errorCodes: ["E6000"] } });
    expect(problems).toContain('en: missing key "errors.E6000" (protocol)');
    expect(problems).toContain(`"errors.user-E2005" is not in the protocol's list for errors`);
  });

  it("finds English left untranslated and placeholders that differ", () => {
    write({ ...valid, fr: { ...valid.fr, page: { title: "Title", hello: "Bonjour {nom}" } } });
    const problems = checkMessages({ root, protocol });
    expect(problems).toContain('fr: "page.title" is the English text');
    expect(problems).toContain('fr: "page.hello" has {nom}, en has {name}');
  });

  it("finds a second namespace that no file reads", () => {
    write(valid);
    for (const locale of ["ja", "en", "fr", "th"]) {
      writeFileSync(
        join(root, "messages", locale, "extra.json"),
        JSON.stringify({ a: locale === "en" ? "A" : "あ ก A" }),
      );
    }
    expect(checkMessages({ root, protocol })).toContain(
      'namespace "extra" is not read by any file (see WHOLE_NAMESPACE_READERS)',
    );
  });

  it("covers exactly the protocol's locales: a new one without messages fails, another language's folder too", () => {
    write({ ...valid, de: valid.en });
    const problems = checkMessages({ root, protocol: { ...protocol, locales: [...protocol.locales, "ko"] } });
    expect(problems).toContain("messages/ko: missing (every locale of the protocol's LOCALES needs its messages)");
    expect(problems.filter((problem) => problem.startsWith("messages/ko/common.json: cannot be read"))).toHaveLength(1);
    expect(problems).toContain("ko: no entry in NATIVE_SCRIPT (scripts/check-messages.mjs)");
    expect(problems).toContain("messages/de: not a locale of the protocol's LOCALES");
  });

  it("checks a kind's or provider's own texts like common.json: a missing key, an unused one, a clash", () => {
    write(valid, `${source} t("kind.title");`);
    const kind = {
      ja: { kind: { title: "題名", extra: "余分" }, page: { title: "二重" } },
      en: { kind: { title: "Title", extra: "Extra" } },
      fr: { kind: { title: "Titre", extra: "En trop" } },
      th: { kind: { title: "ชื่อ" } },
    };
    const problems = checkMessages({ root, protocol, modules: [kind] });
    expect(problems).toContain('th: missing key "kind.extra"');
    expect(problems).toContain('"kind.extra" is not used in apps/web/src');
    expect(problems).toContain("ja: \"page.title\" is in common.json and in a kind's or provider's texts");
    expect(problems.some((problem) => problem.includes('"kind.title"'))).toBe(false);
  });

  it("finds Japanese or Thai text without its script", () => {
    write({ ...valid, th: { ...valid.th, page: { title: "Hua kho", hello: "สวัสดี {name}" } } });
    expect(checkMessages({ root, protocol })).toContain('th: "page.title" has no th characters');
  });
});
