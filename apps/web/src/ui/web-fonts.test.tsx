import { LOCALES } from "@fanfare/protocol";
import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import {
  afterFirstContentfulPaint,
  loadWebFonts,
  switchToWebFonts,
  WEB_FONTS,
  WEB_FONTS_ATTRIBUTE,
  WebFonts,
} from "./web-fonts";

describe("web fonts", () => {
  it("are self-hosted stylesheets, loaded on demand for the page's language", async () => {
    await expect(loadWebFonts("ja")).resolves.toHaveLength(2);
    await expect(loadWebFonts("th")).resolves.toHaveLength(4);
    await expect(loadWebFonts("de")).resolves.toHaveLength(2); // not a language of ours: the default's
  });

  it("are named for exactly the protocol's languages", () => {
    expect(Object.keys(WEB_FONTS).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) expect([locale, WEB_FONTS[locale][0]?.family]).toEqual([locale, '"Noto Sans JP"']);
  });

  it("switch the page to them in one step, once loaded", async () => {
    const load = vi.fn(async () => []);
    Object.defineProperty(document, "fonts", { value: { load }, configurable: true });
    document.body.innerHTML = "<p>ログイン</p>";
    try {
      await switchToWebFonts("th");
      expect(load).toHaveBeenCalledTimes(4);
      expect(load).toHaveBeenCalledWith('700 1em "Noto Sans Thai"', expect.any(String));
      expect(document.documentElement.hasAttribute(WEB_FONTS_ATTRIBUTE)).toBe(true);
    } finally {
      Reflect.deleteProperty(document, "fonts");
      document.documentElement.removeAttribute(WEB_FONTS_ATTRIBUTE);
      document.body.innerHTML = "";
    }
  });

  it("render nothing themselves", () => {
    const { container } = render(
      <NextIntlClientProvider locale="ja" messages={{}}>
        <WebFonts />
      </NextIntlClientProvider>,
    );
    expect(container.innerHTML).toBe("");
  });

  it("wait for the first contentful paint, or start at once where the browser reports no paints", () => {
    const task = vi.fn();
    afterFirstContentfulPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
