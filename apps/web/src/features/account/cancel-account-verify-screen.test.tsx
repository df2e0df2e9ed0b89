import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CancelAccountVerifyScreen } from "./cancel-account-verify-screen";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ replace }),
  usePathname: () => "/cancel-account/verify-email",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
});

describe("CancelAccountVerifyScreen", () => {
  it("without a token asks to check the inbox", () => {
    renderWithApp(<CancelAccountVerifyScreen token={null} email="fan@example.com" />);
    expect(screen.getByRole("heading", { name: "Check your inbox" })).toBeTruthy();
    expect(screen.getByText("fan@example.com").tagName).toBe("STRONG");
  });

  it("with a token cancels only on the explicit button, then says goodbye", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { cancelled: true }));
    renderWithApp(<CancelAccountVerifyScreen token="cancel-token-1234567" email={null} />);
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Cancel my account" }));
    expect(await screen.findByRole("heading", { name: "Your account has been cancelled" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Go to the login page" }).getAttribute("href")).toBe("/");
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/v1/me/cancel/verify");
  });

  it("translates a refusal", async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(410, { code: "account-cancel-E2004", category: "BAD_REQUEST", message: "" }),
    );
    renderWithApp(<CancelAccountVerifyScreen token="cancel-token-1234567" email={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel my account" }));
    expect((await screen.findByRole("alert")).textContent).toBe(
      "This cancellation link has expired. Please ask for a new one.",
    );
  });

  it("sends a signed-out visitor to sign in first, to come back to this link", async () => {
    window.history.replaceState(null, "", "/en/cancel-account/verify-email?token=cancel-token-1234567");
    fetchMock.mockResolvedValue(jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" }));
    renderWithApp(<CancelAccountVerifyScreen token="cancel-token-1234567" email={null} />);
    fireEvent.click(screen.getByRole("button", { name: "Cancel my account" }));
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith({
        pathname: "/",
        query: { returnTo: "/cancel-account/verify-email?token=cancel-token-1234567" },
      }),
    );
  });
});
