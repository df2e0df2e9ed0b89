import { afterEach, describe, expect, it } from "vitest";
import { clearLocaleCookie, localeCookie } from "@/test/locale-cookie";
import { localizedHref, pathWithoutLocale, rememberLocaleForNavigation } from "./localized-href";

afterEach(() => {
  clearLocaleCookie();
});

describe("localizedHref", () => {
  it("puts the locale in front of the site's paths", () => {
    expect(localizedHref("/projects", "ja")).toBe("/ja/projects");
    expect(localizedHref("/projects/p1/c1/claimed-success", "th")).toBe("/th/projects/p1/c1/claimed-success");
    expect(localizedHref("/", "fr")).toBe("/fr");
    expect(localizedHref("/?returnTo=%2Fprojects", "en")).toBe("/en?returnTo=%2Fprojects");
    expect(localizedHref("/#top", "en")).toBe("/en#top");
    expect(localizedHref("/terms-of-use#cookies", "ja")).toBe("/ja/terms-of-use#cookies");
  });

  it("writes an object's query after the path, encoded", () => {
    expect(localizedHref({ pathname: "/enter-email", query: { country: "JP" } }, "ja")).toBe(
      "/ja/enter-email?country=JP",
    );
    expect(localizedHref({ pathname: "/", query: { returnTo: "/projects/p1?tab=nfts" } }, "th")).toBe(
      "/th?returnTo=%2Fprojects%2Fp1%3Ftab%3Dnfts",
    );
    expect(localizedHref({ pathname: "/verify-email", query: { email: "fan+1@example.com", n: 2 } }, "en")).toBe(
      "/en/verify-email?email=fan%2B1%40example.com&n=2",
    );
    expect(localizedHref({ pathname: "/list", query: { id: ["a", "b"] } }, "fr")).toBe("/fr/list?id=a&id=b");
    expect(localizedHref({ pathname: "/confirm-email-success", query: {} }, "ja")).toBe("/ja/confirm-email-success");
  });

  it("leaves other sites' addresses and relative ones as they are", () => {
    expect(localizedHref("https://example.com/a", "ja")).toBe("https://example.com/a");
    expect(localizedHref("mailto:fan@example.com", "ja")).toBe("mailto:fan@example.com");
    expect(localizedHref("//evil.example/a", "ja")).toBe("//evil.example/a");
    expect(localizedHref("#top", "ja")).toBe("#top");
    expect(localizedHref("?tab=nfts", "ja")).toBe("?tab=nfts");
  });
});

describe("pathWithoutLocale", () => {
  it("takes the page's locale off its path", () => {
    expect(pathWithoutLocale("/ja/projects", "ja")).toBe("/projects");
    expect(pathWithoutLocale("/ja", "ja")).toBe("/");
    expect(pathWithoutLocale("/th/projects/p1", "th")).toBe("/projects/p1");
    // Only the page's own locale, and only as a whole segment.
    expect(pathWithoutLocale("/jam/session", "ja")).toBe("/jam/session");
    expect(pathWithoutLocale("/en/projects", "ja")).toBe("/en/projects");
  });
});

describe("rememberLocaleForNavigation", () => {
  it("writes the locale cookie when the page moves to another locale, and only then", () => {
    rememberLocaleForNavigation("ja", "ja");
    rememberLocaleForNavigation("ja", undefined);
    expect(localeCookie()).toBe("");
    rememberLocaleForNavigation("ja", "th");
    expect(localeCookie()).toBe("th");
  });
});
