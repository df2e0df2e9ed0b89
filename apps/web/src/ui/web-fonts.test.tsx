import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it } from "vitest";
import { loadWebFonts, WebFonts } from "./web-fonts";

describe("web fonts", () => {
  it("are self-hosted stylesheets, loaded on demand for the page's language", async () => {
    await expect(loadWebFonts("ja")).resolves.toHaveLength(2);
    await expect(loadWebFonts("th")).resolves.toHaveLength(4);
  });

  it("render nothing themselves", () => {
    const { container } = render(
      <NextIntlClientProvider locale="ja" messages={{}}>
        <WebFonts />
      </NextIntlClientProvider>,
    );
    expect(container.innerHTML).toBe("");
  });
});
