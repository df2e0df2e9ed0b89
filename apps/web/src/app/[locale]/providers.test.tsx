import { useMutation, useQuery } from "@tanstack/react-query";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ShellGate } from "@/features/shell/shell-gate";
import { SubtreeTexts } from "@/features/shell/subtree-texts";
import { shellMessages } from "@/i18n/route-messages";
import { ApiError } from "@/lib/api";
import { messages } from "@/test/render";
import { Providers } from "./providers";

// The global error handling, wired the way the layout wires it: every screen's queries and mutations.
const replace = vi.fn();
const navigation = vi.hoisted(() => ({ pathname: "/projects/p1" }));
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ replace }),
  usePathname: () => navigation.pathname,
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockResolvedValue(new Response("{}", { status: 200 }));
  window.history.replaceState(null, "", "/en/projects/p1?tab=nfts");
});
afterEach(() => {
  replace.mockReset();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  navigation.pathname = "/projects/p1";
});

function Failing({ error, meta }: { error: ApiError; meta?: { handlesErrors?: boolean } }) {
  const query = useQuery({ queryKey: ["failing", error.code], queryFn: () => Promise.reject(error), meta });
  // The query cache's error handler (the global one) runs before the query's observers learn of the
  // failure, so once this shows, the global handling has run.
  return (
    <>
      <p>page content</p>
      {query.isError ? <p>the query failed</p> : null}
    </>
  );
}

function renderApp(ui: ReactNode) {
  return render(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
      <Providers initialConsent={false} monitoringSettings={null}>
        <ShellGate>{ui}</ShellGate>
      </Providers>
    </NextIntlClientProvider>,
  );
}

describe("global error handling (Providers)", () => {
  it("UNAUTHORIZED ends the session and goes to the login page with a way back", async () => {
    renderApp(<Failing error={new ApiError("auth-E1001", "UNAUTHORIZED", 401)} />);
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith({ pathname: "/", query: { returnTo: "/projects/p1?tab=nfts" } }),
    );
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/auth/logout", expect.objectContaining({ method: "POST" }));
  });

  it("LOGOUT does the same", async () => {
    renderApp(<Failing error={new ApiError("E6003", "LOGOUT", 403)} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(expect.objectContaining({ pathname: "/" })));
  });

  it("MAINTENANCE opens /maintenance, remembering the page", async () => {
    renderApp(<Failing error={new ApiError("maintenance-E5030", "MAINTENANCE", 503)} />);
    await waitFor(() =>
      expect(replace).toHaveBeenCalledWith({
        pathname: "/maintenance",
        query: { returnTo: "/projects/p1?tab=nfts" },
      }),
    );
  });

  it("BANNED replaces the page with the banned screen", async () => {
    renderApp(<Failing error={new ApiError("E6000", "BANNED", 403)} />);
    expect(await screen.findByRole("heading", { name: "This account has been suspended" })).toBeTruthy();
    expect(screen.queryByText("page content")).toBeNull();
  });

  it("BAD_REQUEST shows the translated message of the code as an error toast", async () => {
    renderApp(<Failing error={new ApiError("specificCode-E2002", "BAD_REQUEST", 409)} />);
    const toast = await screen.findByRole("alert");
    expect(toast.textContent).toBe("This code has already been used.");
    expect(toast.id).toBe("toast-id-error-specificCode-E2002");
  });

  it("stays quiet about a BAD_REQUEST the screen shows itself", async () => {
    renderApp(
      <Failing error={new ApiError("specificCode-E2002", "BAD_REQUEST", 409)} meta={{ handlesErrors: true }} />,
    );
    expect(await screen.findByText("the query failed")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("covers mutations too", async () => {
    function Claim() {
      const claim = useMutation({
        mutationFn: () => Promise.reject(new ApiError("claim-E2002", "BAD_REQUEST", 409)),
      });
      return (
        <button type="button" onClick={() => claim.mutate()}>
          claim
        </button>
      );
    }
    renderApp(<Claim />);
    fireEvent.click(screen.getByRole("button", { name: "claim" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Sorry, the limit for this reward has been reached.");
  });
});

describe("the global error handler's texts, with the messages split as the layouts split them", () => {
  // The root layout hands its provider the shell's messages; a subtree's layout (RouteMessagesLayout)
  // a nested provider with all of them, and SubtreeTexts.
  function renderPage(ui: ReactNode, { inSubtree }: { inSubtree: boolean }) {
    return render(
      <NextIntlClientProvider locale="en" messages={shellMessages(messages)} timeZone="UTC">
        <Providers initialConsent={false} monitoringSettings={null}>
          <ShellGate>
            {inSubtree ? (
              <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
                <SubtreeTexts />
                {ui}
              </NextIntlClientProvider>
            ) : (
              ui
            )}
          </ShellGate>
        </Providers>
      </NextIntlClientProvider>,
    );
  }

  it("a code only the subtree's messages hold gets its text on a page of that subtree", async () => {
    expect(shellMessages(messages).errors).not.toHaveProperty("claim-E2002");
    renderPage(<Failing error={new ApiError("claim-E2002", "BAD_REQUEST", 409)} />, { inSubtree: true });
    expect((await screen.findByRole("alert")).textContent).toBe("Sorry, the limit for this reward has been reached.");
  });

  it("a condition kind's code too", async () => {
    renderPage(<Failing error={new ApiError("specificCode-E2002", "BAD_REQUEST", 409)} />, { inSubtree: true });
    expect((await screen.findByRole("alert")).textContent).toBe("This code has already been used.");
  });

  it("on a root-level page, such a code reads as the generic error, and the shell's codes as themselves", async () => {
    renderPage(
      <>
        <Failing error={new ApiError("claim-E2002", "BAD_REQUEST", 409)} />
        <Failing error={new ApiError("user-E2005", "BAD_REQUEST", 429)} />
      </>,
      { inSubtree: false },
    );
    await waitFor(() => expect(screen.getAllByRole("alert")).toHaveLength(2));
    const texts = screen.getAllByRole("alert").map((toast) => toast.textContent);
    expect(texts).toContain("Something went wrong on our side. Please try again.");
    expect(texts).toContainEqual(expect.stringMatching(/^We sent you a mail less than a minute ago/));
  });
});
