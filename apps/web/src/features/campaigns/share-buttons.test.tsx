import { act, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { ShareButtons } from "./share-buttons";

vi.mock("next/navigation", () => ({ usePathname: () => "/en/projects/p1/c1" }));

const TITLE = "Spring & Summer #1";

/** Replaces (or removes, with undefined) a navigator property for one test. */
function stubNavigator(name: "clipboard" | "share", value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

describe("ShareButtons", () => {
  let url: string;
  beforeEach(() => {
    url = `${window.location.origin}/en/projects/p1/c1`;
  });
  afterEach(() => {
    stubNavigator("clipboard", undefined);
    stubNavigator("share", undefined);
  });

  it("links to X and LINE with the page's address and title encoded, in a new tab", () => {
    renderWithApp(<ShareButtons title={TITLE} />);
    expect(screen.getByRole("group", { name: "Share" })).toBeTruthy();
    const x = screen.getByRole("link", { name: "Share on X" });
    expect(x.getAttribute("href")).toBe(
      `https://twitter.com/intent/tweet?text=Spring%20%26%20Summer%20%231&url=${encodeURIComponent(url)}`,
    );
    const line = screen.getByRole("link", { name: "Share on LINE" });
    expect(line.getAttribute("href")).toBe(
      `https://social-plugins.line.me/lineit/share?url=${encodeURIComponent(url)}`,
    );
    for (const link of [x, line]) {
      expect(link.getAttribute("target")).toBe("_blank");
      expect(link.getAttribute("rel")).toBe("noopener noreferrer");
    }
  });

  it("copies the link and says so in a polite status", async () => {
    const writeText = vi.fn(async () => {});
    stubNavigator("clipboard", { writeText });
    renderWithApp(<ShareButtons title={TITLE} />);
    expect(screen.getByRole("status").textContent).toBe("");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(writeText).toHaveBeenCalledWith(url);
    expect(screen.getByRole("status").textContent).toBe("Link copied");
  });

  it("empties the status after a few seconds, so a second copy is announced again", async () => {
    vi.useFakeTimers();
    try {
      stubNavigator("clipboard", { writeText: vi.fn(async () => {}) });
      renderWithApp(<ShareButtons title={TITLE} />);
      const button = screen.getByRole("button", { name: "Copy link" });
      await act(async () => fireEvent.click(button));
      expect(screen.getByRole("status").textContent).toBe("Link copied");
      await act(async () => vi.advanceTimersByTime(4_000));
      expect(screen.getByRole("status").textContent).toBe("");
      await act(async () => fireEvent.click(button));
      expect(screen.getByRole("status").textContent).toBe("Link copied");
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the link to copy by hand when there is no clipboard, or it refuses", async () => {
    const first = renderWithApp(<ShareButtons title={TITLE} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    const field = screen.getByRole("textbox", { name: "Select this link and copy it" }) as HTMLInputElement;
    expect(field.value).toBe(url);
    expect(screen.getByRole("status").textContent).toBe("");
    first.unmount();

    stubNavigator("clipboard", { writeText: vi.fn(async () => Promise.reject(new Error("denied"))) });
    renderWithApp(<ShareButtons title={TITLE} />);
    expect(screen.queryByRole("textbox")).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Copy link" })));
    expect(screen.getByRole("textbox", { name: "Select this link and copy it" })).toBeTruthy();
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("offers the device's share sheet only where the browser has one", async () => {
    const without = renderWithApp(<ShareButtons title={TITLE} />);
    expect(screen.queryByRole("button", { name: "More ways to share" })).toBeNull();
    without.unmount();

    const share = vi.fn(async () => Promise.reject(new DOMException("closed", "AbortError")));
    stubNavigator("share", share);
    renderWithApp(<ShareButtons title={TITLE} />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "More ways to share" })));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url });
    // Closing the sheet is no failure: nothing is said.
    expect(screen.getByRole("status").textContent).toBe("");
  });
});
