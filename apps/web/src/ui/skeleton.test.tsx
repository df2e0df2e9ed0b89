import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton, SkeletonBlock, SkeletonText } from "./skeleton";

function renderSkeleton(wide?: boolean) {
  return render(
    <Skeleton label="Loading…" wide={wide}>
      <SkeletonBlock className="h-8 w-1/2" />
      <SkeletonText lines={3} />
    </Skeleton>,
  );
}

describe("Skeleton", () => {
  it("says it is loading to screen readers once, in a busy region, and hides the shapes from them", () => {
    const { container } = renderSkeleton();
    const status = screen.getByRole("status");
    expect(status.textContent).toBe("Loading…");
    // Visually hidden: the shapes say it to the eye.
    expect(status.className).toContain("sr-only");
    const region = screen.getByTestId("skeleton");
    expect(region.getAttribute("aria-busy")).toBe("true");
    expect(region.contains(status)).toBe(true);
    const blocks = container.querySelectorAll("[data-skeleton-block]");
    // The block and the paragraph's three lines.
    expect(blocks).toHaveLength(4);
    for (const block of blocks) expect(block.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getAllByRole("status")).toHaveLength(1);
  });

  it("pulses only for readers who did not ask for reduced motion", () => {
    const { container } = renderSkeleton();
    const blocks = Array.from(container.querySelectorAll("[data-skeleton-block]"));
    for (const block of blocks) {
      const animations = block.className.split(/\s+/).filter((name) => name.includes("animate-"));
      expect(animations.length).toBeGreaterThan(0);
      // motion-safe: is `@media (prefers-reduced-motion: no-preference)`: no animation for `reduce`.
      for (const name of animations) expect(name.startsWith("motion-safe:")).toBe(true);
    }
  });

  it("rounds a shape like a card unless it is given its own rounding", () => {
    const { container } = render(
      <>
        <SkeletonBlock className="h-4 w-full" />
        <SkeletonBlock className="size-16 rounded-full" />
      </>,
    );
    const [plain, round] = Array.from(container.querySelectorAll("[data-skeleton-block]"));
    expect(plain?.className.split(" ")).toContain("rounded-lg");
    expect(round?.className.split(" ")).not.toContain("rounded-lg");
    expect(round?.className.split(" ")).toContain("rounded-full");
  });

  it("ends a paragraph with a shorter line", () => {
    const { container } = render(<SkeletonText lines={2} />);
    const [first, last] = Array.from(container.querySelectorAll("[data-skeleton-block]"));
    expect(first?.className).toContain("w-full");
    expect(last?.className).not.toContain("w-full");
  });

  it("marks the skeleton of a wide page, so the frame keeps its width while it loads", () => {
    renderSkeleton(true);
    expect(screen.getByTestId("skeleton").getAttribute("data-layout")).toBe("wide");
  });

  it("leaves a readable page's skeleton unmarked", () => {
    renderSkeleton();
    expect(screen.getByTestId("skeleton").hasAttribute("data-layout")).toBe(false);
  });
});
