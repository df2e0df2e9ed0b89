import { screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { LoginScreen } from "./login-screen";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ replace }),
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const signedOut = () => jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" });

describe("LoginScreen", () => {
  it("offers the e-mail sign-in to a signed-out visitor", async () => {
    fetchMock.mockImplementation(async () => signedOut());
    renderWithApp(<LoginScreen returnTo={null} mayBeSignedIn />);
    expect(screen.getByRole("link", { name: "Sign in with e-mail" }).getAttribute("href")).toBe("/select-country");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(replace).not.toHaveBeenCalled();
  });

  it("does not ask the API when the request had no session cookie", async () => {
    renderWithApp(<LoginScreen returnTo={null} mayBeSignedIn={false} />);
    expect(screen.getByRole("link", { name: "Sign in with e-mail" })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends a signed-in visitor on to the projects", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { email: "fan@example.com" }));
    renderWithApp(<LoginScreen returnTo={null} mayBeSignedIn />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/projects"));
  });

  it("remembers where to return after signing in, and only paths of this site", async () => {
    fetchMock.mockImplementation(async () => signedOut());
    const { unmount } = renderWithApp(<LoginScreen returnTo="/cancel-account/confirm" mayBeSignedIn />);
    expect(localStorage.getItem("fanfare.returnTo")).toBe("/cancel-account/confirm");
    unmount();
    localStorage.clear();
    renderWithApp(<LoginScreen returnTo="https://evil.example" mayBeSignedIn />);
    expect(localStorage.getItem("fanfare.returnTo")).toBeNull();
  });
});
