import { LOCALES, OPERATOR_ROLES } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { type MailKind, renderDrawResultMail, renderMail, renderOperatorInvitationMail } from "./templates";

const KINDS: MailKind[] = ["signIn", "emailChange", "emailChangeTaken", "emailChanged", "accountCancel"];

describe("account mails", () => {
  it("every kind exists in every language, with every placeholder filled", () => {
    for (const locale of LOCALES) {
      for (const kind of KINDS) {
        const mail = renderMail(kind, locale, "https://fanfare.example/x", 10, { email: "n***@e***.com" });
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
        expect(mail.html).toContain(`lang="${locale}"`);
      }
    }
  });

  it("each language has its own texts (nothing left in English)", () => {
    for (const kind of ["emailChangeTaken", "emailChanged"] as const) {
      const subjects = LOCALES.map((locale) => renderMail(kind, locale, "https://x.example", 0).subject);
      expect(new Set(subjects).size).toBe(LOCALES.length);
    }
  });

  it("the notice to the previous address names the new one as given (masked by the caller)", () => {
    const { text, html } = renderMail("emailChanged", "ja", "https://x.example/ja", 0, { email: "m***@e***.com" });
    expect(text).toContain("Fanfare アカウントのメールアドレスが m***@e***.com に変更されました。");
    expect(html).toContain("m***@e***.com");
    const escaped = renderMail("emailChanged", "en", "https://x.example", 0, { email: "<b>$&@x" });
    expect(escaped.html).toContain("&#60;b&#62;$&#38;@x");
  });
});

describe("the invitation to a company's console", () => {
  it("exists in every language for every role, names the company and links to the console, escaped", () => {
    for (const locale of LOCALES) {
      const subjects = new Set<string>();
      for (const role of OPERATOR_ROLES) {
        const link = `https://fanfare.example/${locale}/console`;
        const mail = renderOperatorInvitationMail(locale, { company: "Label <&> $&", role, link });
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
        expect(mail.text).toContain("Label <&> $&");
        expect(mail.html).toContain("Label &#60;&#38;&#62; $&#38;");
        expect(mail.text).toContain(link);
        expect(mail.html).toContain(`lang="${locale}"`);
        subjects.add(mail.text);
      }
      expect(subjects.size).toBe(OPERATOR_ROLES.length); // each role named in the language
    }
    const subjects = LOCALES.map(
      (locale) => renderOperatorInvitationMail(locale, { company: "L", role: "OWNER", link: "x" }).subject,
    );
    expect(new Set(subjects).size).toBe(LOCALES.length);
  });
});

describe("the result of a lucky draw", () => {
  it("links to the campaign and to the public draw record in every language, the title kept as written", () => {
    const link = "https://fanfare.example/th/projects/p/c";
    const recordLink = "https://fanfare.example/th/projects/p/c/draw?a=1&b=2";
    const records = new Set<string>();
    for (const locale of LOCALES) {
      for (const result of ["WIN", "FAILED"] as const) {
        const mail = renderDrawResultMail(result, locale, { title: "Spring <$&>", link, recordLink });
        expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/\{\w+\}/);
        expect(mail.subject).toContain("Spring <$&>");
        expect(mail.text).toContain(`: ${link}\n`);
        expect(mail.text).toContain(`: ${recordLink}\n`);
        expect(mail.html).toContain('href="https://fanfare.example/th/projects/p/c/draw?a=1&#38;b=2"');
        records.add(mail.text.split("\n\n").at(-2) ?? "");
      }
    }
    expect(records.size).toBe(LOCALES.length); // the record's line is in each language
  });
});
