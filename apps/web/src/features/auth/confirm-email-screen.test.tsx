import { screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ConfirmEmailScreen, pageForLinkError } from "./confirm-email-screen";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({ useRouter: () => ({ replace, push: vi.fn() }) }));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
});

const user = {
  id: "00000000-0000-4000-8000-000000000000",
  email: "fan@example.com",
  country: "JP",
  locale: "ja",
  timeZone: null,
  acceptsNewsMail: null,
  status: "ACTIVE",
  createdAt: "2026-01-01T00:00:00.000Z",
};

describe("pageForLinkError", () => {
  it("sends an expired link to /email-expired and an unusable one to /email-confirm-error", () => {
    const error = (code: string) => new ApiError(code, "BAD_REQUEST_NO_AUTH", 400);
    expect(pageForLinkError(error("user-E2004"))).toBe("/email-expired");
    expect(pageForLinkError(error("user-E2008"))).toBe("/email-confirm-error");
    expect(pageForLinkError(error("user-E2006"))).toBe("/email-confirm-error");
    expect(pageForLinkError(error("server-E5000"))).toBeNull();
  });
});

describe("ConfirmEmailScreen", () => {
  it("POSTs the token once and goes on to the success page of a new account", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { user, isNewAccount: true }));
    const { queryClient } = renderWithApp(<ConfirmEmailScreen token="token-new-account-1234" />);
    expect(screen.getByRole("status").textContent).toBe("Checking your sign-in link…");
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith({ pathname: "/confirm-email-success", query: { new: "1" } }),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/auth/email/verify");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"token":"token-new-account-1234"}');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(user);
  });

  it("goes to /email-expired for an expired link", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(410, { code: "user-E2004", category: "BAD_REQUEST_NO_AUTH", message: "" }),
    );
    renderWithApp(<ConfirmEmailScreen token="token-expired-12345678" />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/email-expired"));
  });

  it("shows other failures with a way to try again", async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { code: "E6000", category: "BANNED_NO_AUTH", message: "" }));
    renderWithApp(<ConfirmEmailScreen token="token-banned-12345678" />);
    expect((await screen.findByRole("alert")).textContent).toBe("This account has been suspended.");
    expect(screen.getByRole("button", { name: "Try again" })).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });
});
