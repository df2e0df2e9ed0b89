import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateWithApp, jsonResponse, renderWithApp } from "@/test/render";
import { EnterEmailScreen } from "./enter-email-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push, replace: vi.fn() }),
  Link: ({ children }: { children: ReactNode }) => <a href="/select-country">{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
let mailAnswer: Response;

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input) === "/api/v1/auth/captcha" ? jsonResponse(200, { provider: "sandbox", siteKey: null }) : mailAnswer,
  );
});
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

async function submit(email: string) {
  fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: email } });
  const button = screen.getByRole("button", { name: "Send the sign-in link" });
  await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
  fireEvent.click(button);
}

function sentBody(): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([url]) => String(url) === "/api/v1/auth/email");
  return JSON.parse(String(call?.[1]?.body));
}

describe("EnterEmailScreen", () => {
  it("checks the address with the protocol's rule before asking the API", async () => {
    renderWithApp(<EnterEmailScreen country="FR" />);
    await submit("not-an-address");
    expect((await screen.findByRole("alert")).textContent).toContain("valid e-mail address");
    expect(fetchMock.mock.calls.some(([url]) => String(url) === "/api/v1/auth/email")).toBe(false);
  });

  it("sends the address, country, locale and captcha token, then shows verify-email", async () => {
    mailAnswer = jsonResponse(202, { sent: true, resendAfterSeconds: 60 });
    renderWithApp(<EnterEmailScreen country="FR" />);
    fireEvent.click(await screen.findByLabelText("I am not a robot"));
    await submit("  fan@example.com ");
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith({
        pathname: "/verify-email",
        query: { email: "fan@example.com", country: "FR" },
      }),
    );
    expect(sentBody()).toEqual({
      email: "fan@example.com",
      country: "FR",
      locale: "en",
      captchaToken: "sandbox-pass",
    });
  });

  it("keeps an address typed (or filled in) before the scripts arrived, through the renders after hydration", async () => {
    mailAnswer = jsonResponse(202, { sent: true, resendAfterSeconds: 60 });
    hydrateWithApp(<EnterEmailScreen country="JP" />, (serverHtml) => {
      const field = serverHtml.querySelector<HTMLInputElement>('input[type="email"]');
      if (!field) throw new Error("the server's HTML has no address field");
      field.value = "early@example.com";
    });
    // The captcha getting ready re-renders the form: before the fix that wrote "" back over the field.
    fireEvent.click(await screen.findByLabelText("I am not a robot"));
    const button = screen.getByRole("button", { name: "Send the sign-in link" });
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    expect((screen.getByLabelText("E-mail address") as HTMLInputElement).value).toBe("early@example.com");
    fireEvent.click(button);
    await waitFor(() => expect(sentBody().email).toBe("early@example.com"));
  });

  it("shows a failed captcha as the captcha error toast", async () => {
    mailAnswer = jsonResponse(400, { code: "captcha-E2001", category: "BAD_REQUEST_NO_AUTH", message: "" });
    renderWithApp(<EnterEmailScreen country="JP" />);
    await screen.findByLabelText("I am not a robot");
    await submit("fan@example.com");
    const toast = await screen.findByText("The security check failed. Please try again.");
    expect(toast.id).toBe("toast-id-captcha-error");
    expect(toast.getAttribute("role")).toBe("alert");
    expect(sentBody().captchaToken).toBe("sandbox-fail");
  });

  it("names the campaign page the visitor came from (its fairness report counts a failed captcha)", async () => {
    const campaignId = "22222222-2222-4222-8222-222222222222";
    window.localStorage.setItem("fanfare.returnTo", `/projects/p1/${campaignId}/code-input`);
    try {
      mailAnswer = jsonResponse(202, { sent: true, resendAfterSeconds: 60 });
      renderWithApp(<EnterEmailScreen country="JP" />);
      fireEvent.click(await screen.findByLabelText("I am not a robot"));
      await submit("fan@example.com");
      await waitFor(() => expect(sentBody().campaignId).toBe(campaignId));
      // Still remembered: the sign-in that follows goes back to that page.
      expect(window.localStorage.getItem("fanfare.returnTo")).toBe(`/projects/p1/${campaignId}/code-input`);
    } finally {
      window.localStorage.removeItem("fanfare.returnTo");
    }
  });

  it("shows other refusals translated next to the form", async () => {
    mailAnswer = jsonResponse(429, { code: "user-E2005", category: "BAD_REQUEST_NO_AUTH", message: "" });
    renderWithApp(<EnterEmailScreen country="JP" />);
    await screen.findByLabelText("I am not a robot");
    await submit("fan@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "We sent you a mail less than a minute ago. Please wait a moment before asking again.",
    );
    expect(push).not.toHaveBeenCalled();
  });
});
