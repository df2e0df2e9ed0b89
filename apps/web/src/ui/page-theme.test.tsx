import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { PageTheme } from "./page-theme";

describe("PageTheme", () => {
  it("marks its content with the theme it was given, without adding a box to the layout", () => {
    const { rerender } = render(
      <PageTheme theme="light">
        <h1>Campaign</h1>
      </PageTheme>,
    );
    const marker = screen.getByRole("heading").parentElement;
    expect(marker?.getAttribute("data-page-theme")).toBe("light");
    expect(marker?.className).toBe("contents");
    // The dark palette is switched on by the dark marker only (globals.css).
    expect(document.querySelector('[data-page-theme="dark"]')).toBeNull();
    rerender(
      <PageTheme theme="dark">
        <h1>Campaign</h1>
      </PageTheme>,
    );
    expect(screen.getByRole("heading").parentElement?.getAttribute("data-page-theme")).toBe("dark");
  });
});
