import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY } from "@/lib/query-client";
import { jsonResponse, renderWithApp } from "@/test/render";
import { codeDigits, SignInCodeForm } from "./sign-in-code-form";

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

const field = () => screen.getByLabelText("6-digit code") as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole("button", { name: "Sign in" }));

describe("codeDigits", () => {
  it("keeps the digits of what was typed or pasted, full-width ones too, at most six", () => {
    expect(codeDigits("123 456")).toBe("123456");
    expect(codeDigits("Code: 042-917")).toBe("042917");
    expect(codeDigits("０１２３４５")).toBe("012345");
    expect(codeDigits("1234567")).toBe("123456");
    expect(codeDigits("abc")).toBe("");
  });
});

describe("SignInCodeForm", () => {
  it("is one labelled numeric field the browser may fill from the mail", () => {
    renderWithApp(<SignInCodeForm />);
    const input = field();
    expect(input.getAttribute("inputmode")).toBe("numeric");
    expect(input.getAttribute("autocomplete")).toBe("one-time-code");
    expect(input.getAttribute("maxlength")).toBeNull();
    expect(screen.getByRole("heading", { name: "Sign in with the code" }).tagName).toBe("H2");
  });

  it("takes a pasted code with spaces, POSTs its digits and goes on like the link", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { user, isNewAccount: true }));
    const { queryClient } = renderWithApp(<SignInCodeForm />);
    fireEvent.change(field(), { target: { value: " 042 917 " } });
    expect(field().value).toBe("042917");
    submit();
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith({ pathname: "/confirm-email-success", query: { new: "1" } }),
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/v1/auth/email/code");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"code":"042917"}');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(user);
  });

  it("an account that existed goes on without the new-account flag", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { user, isNewAccount: false }));
    renderWithApp(<SignInCodeForm />);
    fireEvent.change(field(), { target: { value: "123456" } });
    submit();
    await waitFor(() => expect(replace).toHaveBeenCalledWith({ pathname: "/confirm-email-success", query: {} }));
  });

  it("asks for six digits before sending anything", () => {
    renderWithApp(<SignInCodeForm />);
    fireEvent.change(field(), { target: { value: "12345" } });
    submit();
    expect(screen.getByRole("alert").textContent).toBe("Type the 6 digits from the mail.");
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field());
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it.each([
    ["signInCode-E2001", 400, "The code is incorrect. Check the 6 digits in the mail."],
    ["signInCode-E2002", 429, "Too many incorrect codes: this code no longer works."],
    ["signInCode-E2003", 410, "This code has expired or has already been used."],
    ["signInCode-E2004", 409, "No sign-in mail was asked for in this browser."],
  ])("says %s under the field, translated, and keeps the fan on the page", async (code, status, text) => {
    fetchMock.mockResolvedValue(jsonResponse(status, { code, category: "BAD_REQUEST_NO_AUTH", message: "" }));
    renderWithApp(<SignInCodeForm />);
    fireEvent.change(field(), { target: { value: "123456" } });
    submit();
    expect((await screen.findByRole("alert")).textContent).toContain(text);
    expect(field().getAttribute("aria-describedby")).toContain(screen.getByRole("alert").id);
    expect(document.activeElement).toBe(field());
    expect(replace).not.toHaveBeenCalled();
    // Typing again clears the refusal.
    fireEvent.change(field(), { target: { value: "654321" } });
    expect(screen.queryByRole("alert")).toBeNull();
  });
});
