import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { saveResendDeadline } from "./resend-deadline";
import { VerifyEmailScreen } from "./verify-email-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ children }: { children: ReactNode }) => <a href="/enter-email">{children}</a>,
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
}));

const fetchMock = vi.fn<typeof fetch>();
let mailAnswer: () => Response;

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input) === "/api/v1/auth/captcha" ? jsonResponse(200, { provider: "none", siteKey: null }) : mailAnswer(),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  sessionStorage.clear();
});

describe("VerifyEmailScreen", () => {
  it("offers the mail's code beside the link, in one labelled field", () => {
    renderWithApp(<VerifyEmailScreen email="fan@example.com" country="JP" />);
    expect(screen.getByRole("heading", { name: "Sign in with the code" })).toBeTruthy();
    expect(screen.getByLabelText("6-digit code").getAttribute("autocomplete")).toBe("one-time-code");
  });

  it("names the address the link went to", () => {
    renderWithApp(<VerifyEmailScreen email="fan@example.com" country="JP" />);
    expect(screen.getByText("fan@example.com").tagName).toBe("STRONG");
  });

  it("keeps the resend button disabled with a countdown until the API allows another mail", async () => {
    saveResendDeadline("fan@example.com", 2);
    renderWithApp(<VerifyEmailScreen email="fan@example.com" country="JP" />);
    const countdown = await screen.findByRole("button", { name: /You can send it again in \d s/ });
    expect((countdown as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(screen.getByRole("button", { name: "Send the link again" })).toBeTruthy(), {
      timeout: 3000,
    });
  });

  it("resends, confirms with a toast and starts the countdown again", async () => {
    mailAnswer = () => jsonResponse(202, { sent: true, resendAfterSeconds: 60 });
    renderWithApp(<VerifyEmailScreen email="fan@example.com" country="TH" />);
    const button = screen.getByRole("button", { name: "Send the link again" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    act(() => fireEvent.click(button));
    expect((await screen.findByRole("status")).textContent).toBe("We sent a new sign-in link.");
    expect(await screen.findByRole("button", { name: /You can send it again in (60|59) s/ })).toBeTruthy();
  });

  it("explains user-E2005 when the button is pressed too early for the API", async () => {
    mailAnswer = () => jsonResponse(429, { code: "user-E2005", category: "BAD_REQUEST_NO_AUTH", message: "" });
    renderWithApp(<VerifyEmailScreen email="fan@example.com" country="JP" />);
    const button = screen.getByRole("button", { name: "Send the link again" }) as HTMLButtonElement;
    await waitFor(() => expect(button.disabled).toBe(false));
    fireEvent.click(button);
    expect((await screen.findByRole("alert")).textContent).toContain("less than a minute ago");
  });
});
