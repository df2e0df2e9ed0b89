import { skipToken, useQuery } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ME_QUERY_KEY } from "@/lib/query-client";
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

/** Another observer of the screen's query: shows the query's status as the screen sees it. */
function MeStatus() {
  const { status } = useQuery({ queryKey: ME_QUERY_KEY, queryFn: skipToken });
  return <p data-testid="me-status">{status}</p>;
}

const signedOut = () => jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" });

describe("LoginScreen", () => {
  it("offers the e-mail sign-in to a signed-out visitor", async () => {
    fetchMock.mockImplementation(async () => signedOut());
    renderWithApp(
      <>
        <LoginScreen returnTo={null} mayBeSignedIn />
        <MeStatus />
      </>,
    );
    expect(screen.getByRole("link", { name: "Sign in with e-mail" }).getAttribute("href")).toBe("/select-country");
    // The answer has reached the screen (its observer and this one render together), so any redirect
    // it would cause has happened by now.
    await waitFor(() => expect(screen.getByTestId("me-status").textContent).not.toBe("pending"));
    expect(replace).not.toHaveBeenCalled();
    expect(screen.getByTestId("me-status").textContent).toBe("error");
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain("/api/v1/me");
  });

  it("does not ask the API when the request had no session cookie", async () => {
    const { queryClient } = renderWithApp(<LoginScreen returnTo={null} mayBeSignedIn={false} />);
    expect(screen.getByRole("link", { name: "Sign in with e-mail" })).toBeTruthy();
    // A query decides whether to fetch when its first observer subscribes, and marks itself fetching in
    // that same step: once the screen's query is subscribed, a fetch on mount would show.
    await waitFor(() =>
      expect(queryClient.getQueryCache().find({ queryKey: ME_QUERY_KEY, exact: true })?.getObserversCount()).toBe(1),
    );
    expect(queryClient.isFetching()).toBe(0);
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
