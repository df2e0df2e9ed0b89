import { LOCALES } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { renderMail } from "./templates";

describe("the sign-in mail's code", () => {
  it("stands on a line of its own, large in the HTML, with where to type it, in every language", () => {
    const leads = new Set<string>();
    for (const locale of LOCALES) {
      const mail = renderMail("signIn", locale, "https://fanfare.example/x?token=t", 10, { code: "042917" });
      expect(mail.text, locale).toMatch(/\n\n042917\n\n/);
      expect(mail.html, locale).toMatch(/font-size:32px[^>]*>042917<\/p>/);
      expect(`${mail.text}${mail.html}`, locale).not.toMatch(/\{\w+\}/);
      // The line before the code says where to type it; each language has its own.
      const lead = mail.text.split("\n\n042917\n\n")[0]?.split("\n").at(-1) ?? "";
      expect(lead.length, locale).toBeGreaterThan(20);
      leads.add(lead);
      // The lifetime is the link's.
      expect(mail.text.split("\n\n042917\n\n")[1]?.split("\n\n")[0], locale).toContain("10");
    }
    expect(leads.size).toBe(LOCALES.length);
  });

  it("is absent without a code, and never added to the other mails", () => {
    expect(renderMail("signIn", "en", "https://x.example", 10).text).not.toMatch(/^\d{6}$/m);
    const change = renderMail("emailChange", "en", "https://x.example", 10, { code: "042917" });
    expect(`${change.text}${change.html}`).not.toContain("042917");
  });

  it("tells the fan not to share it (English and Japanese read here)", () => {
    expect(renderMail("signIn", "en", "https://x.example", 10, { code: "123456" }).text).toContain("never share it");
    expect(renderMail("signIn", "ja", "https://x.example", 10, { code: "123456" }).text).toContain(
      "誰にも教えないでください",
    );
  });
});
