import { render } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint, loadWebFonts, WebFonts } from "./web-fonts";

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

  it("wait for the first contentful paint, or start at once where the browser reports no paints", () => {
    const task = vi.fn();
    afterFirstContentfulPaint(task);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
