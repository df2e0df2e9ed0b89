import { describe, expect, it } from "vitest";
import { DEFAULT_LOCALE, SERVER_LANGUAGE, toLocale } from "./enums";

describe("languages", () => {
  it("falls back to Japanese for anything unsupported", () => {
    expect(DEFAULT_LOCALE).toBe("ja");
    expect(toLocale("th")).toBe("th");
    expect(toLocale("de")).toBe("ja");
    expect(toLocale(undefined)).toBe("ja");
    expect(toLocale("JA")).toBe("ja");
  });

  it("calls ja `jp` on the server", () => {
    expect(SERVER_LANGUAGE.ja).toBe("jp");
    expect(SERVER_LANGUAGE.en).toBe("en");
  });
});
