import type { UserView } from "@fanfare/protocol";
import { act, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { jsonResponse, renderWithApp } from "@/test/render";
import { useTimeZoneSync } from "./use-time-zone-sync";

vi.mock("@/lib/time-zone", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/time-zone")>()),
  detectTimeZone: () => "Asia/Bangkok",
}));

function Sync() {
  useTimeZoneSync();
  return null;
}

const user: UserView = {
  id: "2b1f6a4e-2d7e-4a43-9d55-1f0c4c1e9a11",
  email: "fan@example.com",
  country: "TH",
  locale: "th",
  timeZone: null,
  acceptsNewsMail: null,
  status: "ACTIVE",
  createdAt: "2026-11-01T00:00:00.000Z",
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("useTimeZoneSync", () => {
  it("stores the detected zone, once the page is idle, and sends nothing while nobody is signed in", async () => {
    renderWithApp(<Sync />);
    // Not in the render's own task: detecting the zone waits for a quiet moment (lib/when-idle.ts).
    expect(localStorage.getItem("fanfare.timeZone")).toBeNull();
    await waitFor(() => expect(localStorage.getItem("fanfare.timeZone")).toBe("Asia/Bangkok"));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("saves the zone on the account once it is known to differ", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ...user, timeZone: "Asia/Bangkok" }));
    const { queryClient } = renderWithApp(<Sync />);
    act(() => {
      queryClient.setQueryData(ME_QUERY_KEY, user);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/me");
    expect(init?.method).toBe("PATCH");
    expect(init?.body).toBe('{"timeZone":"Asia/Bangkok"}');
    await waitFor(() => expect(queryClient.getQueryData<UserView>(ME_QUERY_KEY)?.timeZone).toBe("Asia/Bangkok"));
  });

  it("leaves an account that already has the zone alone", async () => {
    const { queryClient } = renderWithApp(<Sync />);
    act(() => {
      queryClient.setQueryData(ME_QUERY_KEY, { ...user, timeZone: "Asia/Bangkok" });
    });
    await waitFor(() => expect(localStorage.getItem("fanfare.timeZone")).toBe("Asia/Bangkok"));
    act(() => {
      queryClient.setQueryData(ME_QUERY_KEY, { ...user, timeZone: "Asia/Bangkok", locale: "ja" });
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("detects nothing once the page has gone before it was idle", () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "requestIdleCallback", "cancelIdleCallback"] });
    try {
      const { unmount } = renderWithApp(<Sync />);
      unmount();
      // Every pending timer and idle callback runs now: the called-off detection is not among them.
      vi.runAllTimers();
      expect(localStorage.getItem("fanfare.timeZone")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
