import { afterEach, describe, expect, it } from "vitest";
import {
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_SECONDS,
  consentCookieString,
  isSecureContextHost,
  parseConsent,
  readConsentCookie,
  writeConsentCookie,
} from "./cookie-consent";

describe("the consent cookie", () => {
  afterEach(() => {
    // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it("stores 'true' or 'false' for 400 days on path / with SameSite=Lax", () => {
    expect(CONSENT_COOKIE).toBe("fanfare.accept-cookie-policy");
    expect(CONSENT_MAX_AGE_SECONDS).toBe(34_560_000);
    expect(consentCookieString(true, { secure: true })).toBe(
      "fanfare.accept-cookie-policy=true; Path=/; Max-Age=34560000; SameSite=Lax; Secure",
    );
    expect(consentCookieString(false, { secure: false })).toBe(
      "fanfare.accept-cookie-policy=false; Path=/; Max-Age=34560000; SameSite=Lax",
    );
  });

  it("is Secure everywhere but on local addresses", () => {
    expect(["localhost", "app.localhost", "127.0.0.1", "[::1]"].map(isSecureContextHost)).toEqual([
      false,
      false,
      false,
      false,
    ]);
    expect(isSecureContextHost("fanfare.example")).toBe(true);
  });

  it("reads the choice back; anything else counts as not asked", () => {
    expect(readConsentCookie("a=1; fanfare.accept-cookie-policy=true; b=2")).toBe(true);
    expect(readConsentCookie("fanfare.accept-cookie-policy=false")).toBe(false);
    expect(readConsentCookie("fanfare.accept-cookie-policy=yes")).toBeNull();
    expect(readConsentCookie("")).toBeNull();
    expect(parseConsent(undefined)).toBeNull();
  });

  it("round-trips through document.cookie", () => {
    writeConsentCookie(false);
    expect(readConsentCookie(document.cookie)).toBe(false);
    writeConsentCookie(true);
    expect(readConsentCookie(document.cookie)).toBe(true);
  });
});
