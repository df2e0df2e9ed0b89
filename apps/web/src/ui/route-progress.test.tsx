import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { ROUTE_PROGRESS_DONE_MS, RouteProgress, startRouteProgress } from "./route-progress";

const navigation = vi.hoisted(() => ({ pathname: "/en", search: "" }));
vi.mock("next/navigation", () => ({
  usePathname: () => navigation.pathname,
  useSearchParams: () => new URLSearchParams(navigation.search),
}));

function Page() {
  return (
    <>
      <RouteProgress />
      <a href="/en/projects">Projects</a>
      <a href="#main">Skip</a>
      <a href="https://elsewhere.example/">Elsewhere</a>
      <a href="/en/terms-of-use" target="_blank" rel="noopener">
        New tab
      </a>
    </>
  );
}

describe("RouteProgress", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    navigation.pathname = "/en";
    navigation.search = "";
    window.history.replaceState(null, "", "/en");
  });
  afterEach(() => vi.useRealTimers());

  // Stop the test browser from really following the links.
  const click = (name: string) => {
    const link = screen.getByRole("link", { name });
    link.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(link);
  };

  it("shows a labelled progress bar from a link click until the new page is shown", () => {
    const { rerender } = renderWithApp(<Page />);
    expect(screen.queryByRole("progressbar")).toBeNull();

    click("Projects");
    const bar = screen.getByRole("progressbar", { name: "Loading the page" });
    expect(bar.getAttribute("aria-busy")).toBe("true");

    navigation.pathname = "/en/projects";
    rerender(<Page />);
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("100");
    act(() => vi.advanceTimersByTime(ROUTE_PROGRESS_DONE_MS));
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("ignores in-page anchors, other sites, new tabs and modified clicks", () => {
    renderWithApp(<Page />);
    click("Skip");
    click("Elsewhere");
    click("New tab");
    const projects = screen.getByRole("link", { name: "Projects" });
    projects.addEventListener("click", (event) => event.preventDefault(), { once: true });
    fireEvent.click(projects, { ctrlKey: true });
    expect(screen.queryByRole("progressbar")).toBeNull();
  });

  it("starts for navigations made in code and on back/forward", () => {
    renderWithApp(<Page />);
    act(() => startRouteProgress());
    expect(screen.getByRole("progressbar")).toBeTruthy();
    navigation.search = "page=2";
    act(() => {
      window.dispatchEvent(new PopStateEvent("popstate"));
    });
    expect(screen.getByRole("progressbar").getAttribute("aria-busy")).toBe("true");
  });
});
