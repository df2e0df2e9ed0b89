import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SiteFrame } from "./site-frame";

let segment: string | null = "projects";
vi.mock("next/navigation", () => ({ useSelectedLayoutSegment: () => segment }));

afterEach(() => {
  segment = "projects";
});

function renderFrame() {
  return render(
    <SiteFrame header={<header>Site header</header>} footer={<footer>Site footer</footer>}>
      <p>Page</p>
    </SiteFrame>,
  );
}

describe("SiteFrame", () => {
  it("puts a fan page in the site's column: header, main, footer", () => {
    renderFrame();
    expect(screen.getByRole("banner").textContent).toBe("Site header");
    expect(screen.getByRole("main").textContent).toBe("Page");
    expect(screen.getByRole("contentinfo").textContent).toBe("Site footer");
  });

  it("hands the operator console's pages on unframed: the console brings its own landmarks", () => {
    segment = "console";
    renderFrame();
    expect(screen.getByText("Page")).toBeTruthy();
    expect(screen.queryByRole("main")).toBeNull();
    expect(screen.queryByText("Site header")).toBeNull();
    expect(screen.queryByText("Site footer")).toBeNull();
  });
});
