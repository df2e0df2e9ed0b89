import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { DarkPage } from "./dark-page";

describe("DarkPage", () => {
  it("marks its content as a dark page without adding a box to the layout", () => {
    render(
      <DarkPage>
        <h1>Campaign</h1>
      </DarkPage>,
    );
    const marker = screen.getByRole("heading").parentElement;
    expect(marker?.getAttribute("data-page-theme")).toBe("dark");
    expect(marker?.className).toBe("contents");
    expect(document.querySelector('[data-page-theme="dark"]')).toBe(marker);
  });
});
