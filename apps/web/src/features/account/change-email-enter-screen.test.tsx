import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateWithApp, jsonResponse, renderWithApp } from "@/test/render";
import { ChangeEmailEnterScreen } from "./change-email-enter-screen";
import { ChangeEmailVerifyScreen } from "./change-email-verify-screen";

const push = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push, replace: vi.fn() }),
  usePathname: () => "/change-email/enter-email",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
let changeAnswer: Response;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input) === "/api/v1/me" ? jsonResponse(200, { email: "Fan@Example.com" }) : changeAnswer,
  );
});
afterEach(() => {
  fetchMock.mockReset();
  push.mockReset();
  vi.unstubAllGlobals();
});

async function submit(address: string) {
  await screen.findByText("Fan@Example.com");
  fireEvent.change(screen.getByLabelText("New e-mail address"), { target: { value: address } });
  fireEvent.click(screen.getByRole("button", { name: "Send the confirmation link" }));
}

describe("ChangeEmailEnterScreen", () => {
  it("refuses the current address before asking the API", async () => {
    renderWithApp(<ChangeEmailEnterScreen />);
    await submit("fan@example.com");
    expect((await screen.findByRole("alert")).textContent).toContain("already your address");
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("sends the new address and shows where the link went", async () => {
    changeAnswer = jsonResponse(202, { sent: true, resendAfterSeconds: 60 });
    renderWithApp(<ChangeEmailEnterScreen />);
    await submit("new@example.com");
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith({
        pathname: "/change-email/verify-email",
        query: { email: "new@example.com" },
      }),
    );
  });

  it("sends an address typed before the scripts arrived", async () => {
    changeAnswer = jsonResponse(202, { sent: true, resendAfterSeconds: 60 });
    hydrateWithApp(<ChangeEmailEnterScreen />, (serverHtml) => {
      const field = serverHtml.querySelector<HTMLInputElement>('input[type="email"]');
      if (!field) throw new Error("the server's HTML has no address field");
      field.value = "early@example.com";
    });
    // `/me` answering re-renders the form, which used to write "" over the field.
    await screen.findByText("Fan@Example.com");
    fireEvent.click(screen.getByRole("button", { name: "Send the confirmation link" }));
    await waitFor(() =>
      expect(push).toHaveBeenCalledWith({
        pathname: "/change-email/verify-email",
        query: { email: "early@example.com" },
      }),
    );
  });

  it("translates a refusal, e.g. too many change mails (the API never says whether an address is taken)", async () => {
    changeAnswer = jsonResponse(429, { code: "user-E2007", category: "BAD_REQUEST_NO_AUTH", message: "" });
    renderWithApp(<ChangeEmailEnterScreen />);
    await submit("another@example.com");
    expect((await screen.findByRole("alert")).textContent).toBe(
      "Too many mails were requested. Please try again later.",
    );
    expect(push).not.toHaveBeenCalled();
  });
});

describe("ChangeEmailVerifyScreen", () => {
  it("says a mail went to the address, and that a taken address is told so in the mail, without knowing which", () => {
    renderWithApp(<ChangeEmailVerifyScreen token={null} email="new@example.com" />);
    expect(screen.getByRole("heading", { name: "Check the inbox of your new address" })).toBeTruthy();
    expect(screen.getByText("new@example.com").tagName).toBe("STRONG");
    expect(document.body.textContent).toContain(
      "If that address already has a Fanfare account, the mail says so and nothing changes.",
    );
  });
});
