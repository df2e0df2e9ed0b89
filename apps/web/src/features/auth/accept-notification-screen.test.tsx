import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { AcceptNotificationScreen } from "./accept-notification-screen";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ replace }), usePathname: () => "/accept-notification" }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (_input, init) =>
    jsonResponse(200, { email: "fan@example.com", acceptsNewsMail: init?.method === "PATCH" ? false : null }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("AcceptNotificationScreen", () => {
  it("saves the answer with the browser's time zone, then goes to where the visitor was headed", async () => {
    localStorage.setItem("fanfare.returnTo", "/change-email/enter-email");
    renderWithApp(<AcceptNotificationScreen />);
    const decline = screen.getByRole("button", { name: "No, thanks" }) as HTMLButtonElement;
    await waitFor(() => expect(decline.disabled).toBe(false));
    fireEvent.click(decline);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/change-email/enter-email"));
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === "PATCH");
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({
      acceptsNewsMail: false,
      timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });
});
