import { fireEvent, render, screen } from "@testing-library/react";
import { useRef } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BOTTOM_BAR_HEIGHT_VARIABLE, BottomBar, scrollClearOfBar, useKeepFocusClear } from "./bottom-bar";
import { Button } from "./button";

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A DOMRect with the given top and bottom (jsdom lays nothing out). */
const box = (top: number, bottom: number) => ({ top, bottom, left: 0, right: 390, width: 390, height: bottom - top });

describe("BottomBar", () => {
  it("pins its buttons to the bottom of the screen and leaves room for them at the end of the page", () => {
    const onClaim = vi.fn();
    render(
      <BottomBar label="Claim">
        <Button onClick={onClaim}>Claim the reward</Button>
        <Button disabled>Later</Button>
      </BottomBar>,
    );
    const bar = screen.getByRole("group", { name: "Claim" });
    expect(bar.className).toContain("fixed");
    expect(bar.className).toContain("bottom-0");
    expect(screen.getByTestId("bottom-bar-spacer").getAttribute("aria-hidden")).toBe("true");
    // The marker globals.css gives the document its room below and its scroll padding by.
    expect(bar.hasAttribute("data-bottom-bar")).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "Claim the reward" }));
    expect(onClaim).toHaveBeenCalledOnce();
  });

  it("is a plain container without a label", () => {
    render(
      <BottomBar>
        <Button>Next</Button>
      </BottomBar>,
    );
    expect(screen.queryByRole("group")).toBeNull();
    expect(screen.getByRole("button", { name: "Next" })).toBeTruthy();
  });

  it("states its measured height on the document while it is shown, and takes it back when it goes", () => {
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockReturnValue(box(760, 844.4) as DOMRect);
    const { unmount } = render(
      <BottomBar>
        <Button>Next</Button>
      </BottomBar>,
    );
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT_VARIABLE)).toBe("85px");
    unmount();
    expect(document.documentElement.style.getPropertyValue(BOTTOM_BAR_HEIGHT_VARIABLE)).toBe("");
  });
});

describe("scrollClearOfBar", () => {
  function setUp(targetBox: ReturnType<typeof box>, inside?: "bar" | "dialog") {
    const bar = document.createElement("div");
    const dialog = document.createElement("div");
    dialog.setAttribute("role", "dialog");
    const target = document.createElement("button");
    const parent = { bar, dialog, page: document.body }[inside ?? "page"];
    parent.append(target);
    document.body.append(bar, dialog);
    vi.spyOn(bar, "getBoundingClientRect").mockReturnValue(box(760, 844) as DOMRect);
    vi.spyOn(target, "getBoundingClientRect").mockReturnValue(targetBox as DOMRect);
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => undefined);
    return { bar, target, scrollBy };
  }

  it("on a laptop (sticky in its column) scrolls only what is under the bar, not what follows or stands beside it", () => {
    const under = setUp(box(770, 810));
    under.bar.style.position = "sticky";
    scrollClearOfBar(under.bar, under.target);
    expect(under.scrollBy).toHaveBeenCalledWith({ top: 50 + 12, behavior: "instant" });
    vi.restoreAllMocks();

    // The footer's links after the bar, at its natural place at the end of the column.
    const below = setUp(box(850, 880));
    below.bar.style.position = "sticky";
    scrollClearOfBar(below.bar, below.target);
    expect(below.scrollBy).not.toHaveBeenCalled();
    vi.restoreAllMocks();

    // A control of the other column, level with the bar.
    const beside = setUp({ ...box(770, 810), left: 400, right: 600 });
    beside.bar.style.position = "sticky";
    scrollClearOfBar(beside.bar, beside.target);
    expect(beside.scrollBy).not.toHaveBeenCalled();
  });

  it("scrolls a control the focus left under the bar up above it, with a margin", () => {
    const { bar, target, scrollBy } = setUp(box(770, 810));
    scrollClearOfBar(bar, target);
    expect(scrollBy).toHaveBeenCalledWith({ top: 50 + 12, behavior: "instant" });
  });

  it("leaves alone a control above the bar, the bar's own buttons and a dialog's", () => {
    for (const [targetBox, inside] of [
      [box(600, 640), undefined],
      [box(780, 830), "bar"],
      [box(780, 830), "dialog"],
    ] as const) {
      const { bar, target, scrollBy } = setUp(targetBox, inside);
      scrollClearOfBar(bar, target);
      expect(scrollBy).not.toHaveBeenCalled();
      vi.restoreAllMocks();
    }
  });
});

describe("useKeepFocusClear", () => {
  /** A fixed foot (the cookie dialog) and a page control; the foot's ResizeObserver is ours to fire. */
  function setUp() {
    let resized: (() => void) | undefined;
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: () => void) {
          resized = callback;
        }
        observe() {}
        disconnect() {}
      },
    );
    function Foot() {
      const ref = useRef<HTMLElement>(null);
      useKeepFocusClear(ref, "--test-foot-height");
      return <section ref={ref} data-testid="foot" />;
    }
    render(
      <>
        <a href="#terms">Terms</a>
        <Foot />
      </>,
    );
    const foot = screen.getByTestId("foot");
    const link = screen.getByRole("link", { name: "Terms" });
    const scrollBy = vi.spyOn(window, "scrollBy").mockImplementation(() => undefined);
    return { foot, link, scrollBy, resize: () => resized?.() };
  }

  it("moves the focused control clear again when the foot grows under it", () => {
    const { foot, link, scrollBy, resize } = setUp();
    vi.spyOn(link, "getBoundingClientRect").mockReturnValue(box(700, 740) as DOMRect);
    vi.spyOn(foot, "getBoundingClientRect").mockReturnValue(box(745, 844) as DOMRect);
    link.focus();
    expect(scrollBy).not.toHaveBeenCalled(); // clear of the foot when it was focused
    vi.spyOn(foot, "getBoundingClientRect").mockReturnValue(box(720, 844) as DOMRect); // the foot grew
    resize();
    expect(document.documentElement.style.getPropertyValue("--test-foot-height")).toBe("124px");
    expect(scrollBy).toHaveBeenCalledWith({ top: 20 + 12, behavior: "instant" });
  });

  it("scrolls nothing when it grows while nothing on the page has the focus", () => {
    const { foot, scrollBy, resize } = setUp();
    vi.spyOn(foot, "getBoundingClientRect").mockReturnValue(box(720, 844) as DOMRect);
    expect(document.activeElement).toBe(document.body);
    resize();
    expect(document.documentElement.style.getPropertyValue("--test-foot-height")).toBe("124px");
    expect(scrollBy).not.toHaveBeenCalled();
  });
});
