import type { OperatorMe } from "@fanfare/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { Component, type ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useLeaveGuard } from "@/hooks/use-leave-guard";
import { createQueryClient } from "@/lib/query-client";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ConsoleShell } from "./console-shell";

let pathname = "/console/team";
vi.mock("@/i18n/navigation", () => ({
  usePathname: () => pathname,
  useRouter: () => ({ replace: vi.fn(), push: vi.fn() }),
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));
const notFound = vi.fn(() => {
  throw new Error("NEXT_NOT_FOUND");
});
vi.mock("next/navigation", () => ({
  notFound: () => notFound(),
  usePathname: () => `/en${pathname}`,
  useSearchParams: () => new URLSearchParams(),
}));

const operator: OperatorMe = {
  userId: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10",
  email: "viewer@example.test",
  role: "VIEWER",
  company: { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  notFound.mockClear();
  pathname = "/console/team";
  vi.unstubAllGlobals();
});

/** Stands in for Next's not-found boundary: catches what the shell throws. */
class Boundary extends Component<{ children: ReactNode }, { caught: boolean }> {
  override state = { caught: false };
  static getDerivedStateFromError() {
    return { caught: true };
  }
  override render() {
    return this.state.caught ? <p>Boundary caught it</p> : this.props.children;
  }
}

/** As the app runs it: the app's query client (30 s staleTime), the layout's answer as the seed. */
function renderShell(initialOperator: OperatorMe | null) {
  return renderWithApp(
    <ConsoleShell initialOperator={initialOperator} fetchedAt={Date.now()}>
      <h1>Page</h1>
    </ConsoleShell>,
    { queryClient: createQueryClient() },
  );
}

describe("ConsoleShell", () => {
  it("frames the page with a banner (company, operator, role), the navigation and the main landmark", () => {
    renderShell(operator);
    const banner = screen.getByRole("banner");
    expect(within(banner).getByText("Demo Records")).toBeTruthy();
    expect(within(banner).getByText("viewer@example.test")).toBeTruthy();
    expect(within(banner).getByText("Role: Viewer")).toBeTruthy();
    expect(within(banner).getByLabelText("Language")).toBeTruthy();
    expect(within(banner).getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(within(screen.getByRole("main")).getByRole("heading", { name: "Page" })).toBeTruthy();
    // Rendered from the server's answer: nothing asked again.
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks before signing out over a form's unsaved changes, and stays signed in when declined", async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal("confirm", confirm);
    // The sign-out's answer never comes: the page stays as it is while the test looks.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const UnsavedForm = () => {
      useLeaveGuard(true, "You have unsaved changes. Leave anyway?");
      return <h1>Page</h1>;
    };
    renderWithApp(
      <ConsoleShell initialOperator={operator} fetchedAt={Date.now()}>
        <UnsavedForm />
      </ConsoleShell>,
      { queryClient: createQueryClient() },
    );
    const signOut = within(screen.getByRole("banner")).getByRole("button", { name: "Sign out" });
    fireEvent.click(signOut);
    expect(confirm).toHaveBeenCalledWith("You have unsaved changes. Leave anyway?");
    expect(fetchMock).not.toHaveBeenCalled();
    confirm.mockReturnValue(true);
    fireEvent.click(signOut);
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/v1/auth/logout"]));
  });

  it("marks the current page in the navigation, and the overview on a project's page", () => {
    renderShell(operator);
    const nav = screen.getByRole("navigation", { name: "Console sections" });
    expect(within(nav).getByRole("link", { name: "Team" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Projects" }).getAttribute("aria-current")).toBeNull();
    expect(within(nav).getByRole("link", { name: "Audit log" }).getAttribute("aria-current")).toBeNull();
  });

  it("opens and closes the navigation's menu (below 900 px) from its button", () => {
    renderShell(operator);
    const button = screen.getByRole("button", { name: "Console menu" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    const list = document.getElementById(button.getAttribute("aria-controls") ?? "");
    expect(list?.className).toContain("hidden");
    fireEvent.click(button);
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(list?.className).not.toMatch(/(^| )hidden( |$)/);
    fireEvent.keyDown(list as HTMLElement, { key: "Escape" });
    expect(button.getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(button);
  });

  it("asks the API itself when the server could not tell, and renders the page for an operator", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, operator));
    renderShell(null);
    expect(screen.queryByRole("heading", { name: "Page" })).toBeNull();
    expect(await screen.findByRole("heading", { name: "Page" })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe("/api/v1/operator/me");
  });

  it("gives an account that operates nothing the not-found page", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" }));
    // Next's notFound() throws for its boundary to catch; React logs what a boundary caught.
    const consoleError = vi.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      renderWithApp(
        <Boundary>
          <ConsoleShell initialOperator={null} fetchedAt={Date.now()}>
            <h1>Page</h1>
          </ConsoleShell>
        </Boundary>,
      );
      expect(await screen.findByText("Boundary caught it")).toBeTruthy();
    } finally {
      consoleError.mockRestore();
    }
    expect(notFound).toHaveBeenCalled();
    expect(screen.queryByRole("heading", { name: "Page" })).toBeNull();
  });
});
