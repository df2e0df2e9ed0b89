import { ERRORS } from "@fanfare/protocol";
import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { errorText } from "./error-text";

const t = createTranslator({
  locale: "en",
  messages: { errors: { "claim-E2002": "The limit has been reached.", "server-E5000": "Something went wrong." } },
});

describe("errorText", () => {
  it("gives the translation of a code the messages have", () => {
    expect(errorText(t as never, "claim-E2002")).toBe("The limit has been reached.");
  });

  it("gives null for a code they do not have (from a URL, or a newer API), so the caller says something generic", () => {
    expect(errorText(t as never, "claim-E9999")).toBeNull();
    expect(errorText(t as never, "constructor")).toBeNull();
    expect(errorText(t as never, "../x")).toBeNull();
  });

  it("finds every code of the catalogue, whatever its shape (E12001, email-change-E2003, receivedPage-2001)", () => {
    const codes = Object.keys(ERRORS);
    const all = createTranslator({
      locale: "en",
      messages: { errors: Object.fromEntries(codes.map((code) => [code, `text of ${code}`])) },
    });
    for (const code of codes) expect([code, errorText(all as never, code)]).toEqual([code, `text of ${code}`]);
  });
});
