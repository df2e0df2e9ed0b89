import type { ProjectSummary, UserView } from "@fanfare/protocol";
import type { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient, ME_QUERY_KEY } from "@/lib/query-client";
import { PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ProjectsScreen, type ProjectsScreenInitialData } from "./projects-screen";
import { PROJECTS_QUERY_KEY } from "./use-projects";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace }),
  usePathname: () => "/projects",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fan: UserView = {
  id: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10",
  email: "fan@example.test",
  country: "JP",
  locale: "en",
  timeZone: "UTC",
  acceptsNewsMail: false,
  status: "ACTIVE",
  createdAt: "2026-11-01T00:00:00.000Z",
};
const project: ProjectSummary = {
  id: PROJECT_ID,
  name: { ja: "デモ", en: "Demo" },
  description: { ja: "説明", en: "About it" },
  logoUrl: null,
};

const fetchMock = vi.fn<typeof fetch>();
const pathsFetched = () => fetchMock.mock.calls.map(([input]) => String(input));
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === "/api/v1/me") return jsonResponse(200, fan);
    if (path === "/api/v1/projects") return jsonResponse(200, { projects: [project] });
    return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
});

/** As the app runs it: the app's query client (30 s staleTime), rendered with the page's seed. */
function renderScreen(initialData?: ProjectsScreenInitialData) {
  return renderWithApp(<ProjectsScreen initialData={initialData} />, { queryClient: createQueryClient() });
}
/**
 * Waits until the screen's queries are mounted: a query decides whether to fetch when its first
 * observer subscribes, and marks itself fetching in that same step, so after this no fetch on mount can
 * still be on its way.
 */
async function queriesMounted(queryClient: QueryClient) {
  await waitFor(() => {
    for (const queryKey of [PROJECTS_QUERY_KEY, ME_QUERY_KEY]) {
      expect(
        queryClient.getQueryCache().find({ queryKey, exact: true })?.getObserversCount() ?? 0,
        String(queryKey),
      ).toBeGreaterThan(0);
    }
  });
}

describe("ProjectsScreen", () => {
  it("renders the server's list and fan at once, without fetching", async () => {
    const { queryClient } = renderScreen({ projects: { projects: [project] }, me: fan, fetchedAt: Date.now() });
    // On the first render, not after an answer: what the server-rendered HTML shows.
    expect(screen.getByRole("link", { name: /Demo/ }).getAttribute("href")).toBe(`/projects/${PROJECT_ID}`);
    expect(screen.getByText("fan@example.test")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 2, name: "Account" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Connected accounts" }).getAttribute("href")).toBe(
      "/wallet#connected-accounts",
    );
    expect(screen.queryByRole("status")).toBeNull();
    await queriesMounted(queryClient);
    expect(queryClient.isFetching()).toBe(0);
    expect(fetchMock).not.toHaveBeenCalled();
    // Seeded under the keys the rest of the app reads.
    expect(queryClient.getQueryData(PROJECTS_QUERY_KEY)).toEqual({ projects: [project] });
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toEqual(fan);
  });

  it("fetches both on the client when the server had nothing (no seed)", async () => {
    renderScreen();
    expect(screen.getAllByRole("status")).toHaveLength(2);
    expect(await screen.findByRole("link", { name: /Demo/ })).toBeTruthy();
    expect(await screen.findByText("fan@example.test")).toBeTruthy();
    expect(pathsFetched().sort()).toEqual(["/api/v1/me", "/api/v1/projects"]);
  });

  it("fetches both on the client when the server's fetches failed (null)", async () => {
    renderScreen({ projects: null, me: null, fetchedAt: Date.now() });
    expect(await screen.findByRole("link", { name: /Demo/ })).toBeTruthy();
    expect(await screen.findByText("fan@example.test")).toBeTruthy();
    expect(pathsFetched().sort()).toEqual(["/api/v1/me", "/api/v1/projects"]);
  });

  it("with the fan seeded, shows the account at once and fetches only the list", async () => {
    renderScreen({ projects: null, me: fan, fetchedAt: Date.now() });
    expect(screen.getByText("fan@example.test")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
    expect(await screen.findByRole("link", { name: /Demo/ })).toBeTruthy();
    expect(pathsFetched()).toEqual(["/api/v1/projects"]);
  });

  it("with only the list seeded (no access cookie), asks for the fan and sends a signed-out visitor to login", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" }),
    );
    renderScreen({ projects: { projects: [project] }, me: null, fetchedAt: Date.now() });
    expect(screen.getByRole("link", { name: /Demo/ })).toBeTruthy();
    await waitFor(() => expect(replace).toHaveBeenCalledWith({ pathname: "/", query: { returnTo: "/projects" } }));
    expect(pathsFetched()).not.toContain("/api/v1/projects");
  });

  it("signs out: the button waits for the API, then the cache is emptied and the login page opens, even on a refusal", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation(async (input) => {
      const path = String(input);
      if (path === "/api/v1/projects") return jsonResponse(200, { projects: [project] });
      if (path === "/api/v1/auth/logout") return new Promise<Response>((resolve) => (answer = resolve));
      return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
    });
    const queryClient = createQueryClient();
    renderWithApp(<ProjectsScreen initialData={{ projects: null, me: fan, fetchedAt: Date.now() }} />, {
      queryClient,
    });
    const button = screen.getByRole("button", { name: "Sign out" }) as HTMLButtonElement;
    fireEvent.click(button);
    await waitFor(() => expect(button.disabled).toBe(true));
    expect(pathsFetched()).toContain("/api/v1/auth/logout");
    expect(replace).not.toHaveBeenCalled();
    answer(jsonResponse(500, { code: "server-E5000", category: "BAD_REQUEST", message: "" }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith("/"));
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();
  });

  it("shows a stale seed at once and refreshes it in the background", async () => {
    const renamed = { ...project, name: { ja: "新デモ", en: "New demo" } };
    fetchMock.mockImplementation(async (input) =>
      String(input) === "/api/v1/projects" ? jsonResponse(200, { projects: [renamed] }) : jsonResponse(200, fan),
    );
    renderScreen({ projects: { projects: [project] }, me: fan, fetchedAt: Date.now() - 60_000 });
    expect(screen.getByRole("link", { name: /Demo/ })).toBeTruthy();
    expect(await screen.findByRole("link", { name: /New demo/ })).toBeTruthy();
  });

  it("keeps a newer answer the cache already holds", async () => {
    const queryClient = createQueryClient();
    const newer = { ...project, name: { ja: "新デモ", en: "New demo" } };
    queryClient.setQueryData(PROJECTS_QUERY_KEY, { projects: [newer] });
    renderWithApp(
      <ProjectsScreen initialData={{ projects: { projects: [project] }, me: fan, fetchedAt: Date.now() - 1000 }} />,
      { queryClient },
    );
    expect(screen.getByRole("link", { name: /New demo/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /^Demo/ })).toBeNull();
  });
});
