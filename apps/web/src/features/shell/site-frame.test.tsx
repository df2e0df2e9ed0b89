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

  it("keeps a page to a readable column on a laptop unless the page is laid out for the width", () => {
    const { rerender } = renderFrame();
    const column = screen.getByTestId("page-column");
    expect(column.className.split(/\s+/)).toEqual(expect.arrayContaining(["lg:max-w-xl", "lg:mx-auto"]));
    // The widening switch is the marker of ui/screen.tsx's `wide`, anywhere below (through wrappers).
    expect(column.className).toContain("lg:has-[[data-layout=wide]]:max-w-none");
    expect(column.matches(":has([data-layout=wide])")).toBe(false);
    rerender(
      <SiteFrame header={<header>Site header</header>} footer={<footer>Site footer</footer>}>
        <div className="contents">
          <section data-layout="wide">Campaign</section>
        </div>
      </SiteFrame>,
    );
    expect(screen.getByTestId("page-column").matches(":has([data-layout=wide])")).toBe(true);
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
