import { act, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithApp } from "@/test/render";
import { useOfflineToast } from "./use-offline-toast";

function OfflineWatcher() {
  useOfflineToast();
  return null;
}

function setOnline(isOnline: boolean) {
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(isOnline);
  window.dispatchEvent(new Event(isOnline ? "online" : "offline"));
}

describe("useOfflineToast", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it("shows the translated network_offline error while offline and removes it once online", () => {
    vi.useFakeTimers();
    renderWithApp(<OfflineWatcher />);
    expect(screen.queryByRole("alert")).toBeNull();

    act(() => setOnline(false));
    const toast = screen.getByRole("alert");
    expect(toast.id).toBe("toast-id-network-offline");
    expect(toast.textContent).toBe("You are offline. Check your internet connection.");
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole("alert")).toBe(toast);

    act(() => setOnline(true));
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("shows the toast at once when the page opens offline", () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    renderWithApp(<OfflineWatcher />);
    expect(screen.getByRole("alert").id).toBe("toast-id-network-offline");
  });
});
