import { screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ProjectTopScreen } from "./project-top-screen";

const replace = vi.fn();
vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace }),
  usePathname: () => "/projects",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
let canParticipate: boolean | null;
const summary = { startsAt: "2026-11-01T00:00:00.000Z", endsAt: "2026-12-01T00:00:00.000Z", imageUrl: null };
const campaignsBody = () => ({
  campaigns: [
    {
      ...summary,
      id: CAMPAIGN_ID,
      projectId: PROJECT_ID,
      title: { ja: "開催中", en: "Running" },
      publishStatus: "PUBLISH",
      timeStatus: null,
      rewardKind: "NFT_CLAIM",
    },
    {
      ...summary,
      id: PROJECT_ID,
      projectId: PROJECT_ID,
      title: { ja: "近日" },
      publishStatus: "PUBLISH",
      timeStatus: "COMING_SOON",
      rewardKind: "LUCKY_DRAW",
    },
  ],
});
const projectBody = () => ({
  id: PROJECT_ID,
  name: { ja: "デモ", en: "Demo" },
  description: { ja: "説明", en: "About it" },
  logoUrl: null,
  companyName: "Records",
  assets: [],
  links: [
    { type: "INSTAGRAM", url: "https://www.instagram.com/demo" },
    { type: "URL", url: "https://demo.example", label: { ja: "公式サイト", en: "Official site" } },
  ],
  allowedCountries: ["JP"],
  canParticipate,
});
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) =>
    jsonResponse(200, String(input).endsWith("/campaigns") ? campaignsBody() : projectBody()),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  replace.mockReset();
  vi.unstubAllGlobals();
});

describe("ProjectTopScreen", () => {
  it("shows the project and its campaigns with their status, in the page's language or Japanese", async () => {
    canParticipate = true;
    renderWithApp(<ProjectTopScreen projectId={PROJECT_ID} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Demo" })).toBeTruthy();
    const running = await screen.findByRole("link", { name: /Running/ });
    expect(running.getAttribute("href")).toBe(`/projects/${PROJECT_ID}/${CAMPAIGN_ID}`);
    expect(running.textContent).toContain("Open now");
    expect(screen.getByRole("link", { name: /近日/ }).textContent).toContain("Coming soon · Lucky draw");
    expect(replace).not.toHaveBeenCalled();
  });

  it("shows the project and its campaigns in its first render when the page's server read them", () => {
    canParticipate = true;
    // The browser's reads never answer: what shows came from the server's read alone.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const initialData = { project: projectBody() as never, campaigns: campaignsBody() as never, fetchedAt: Date.now() };
    renderWithApp(<ProjectTopScreen projectId={PROJECT_ID} initialData={initialData} />);
    expect(screen.getByRole("heading", { level: 1, name: "Demo" })).toBeTruthy();
    expect(screen.getByRole("link", { name: /Running/ }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`,
    );
  });

  it("lists the project's links in their order, by label or network, opening in a new tab", async () => {
    canParticipate = null;
    renderWithApp(<ProjectTopScreen projectId={PROJECT_ID} />);
    const list = await screen.findByRole("list", { name: "Links" });
    const links = within(list).getAllByRole("link");
    expect(links.map((a) => [a.textContent, a.getAttribute("href"), a.getAttribute("target")])).toEqual([
      ["Instagram", "https://www.instagram.com/demo", "_blank"],
      ["Official site", "https://demo.example", "_blank"],
    ]);
  });

  it("sends a fan whose country is not allowed to cannot-participate", async () => {
    canParticipate = false;
    renderWithApp(<ProjectTopScreen projectId={PROJECT_ID} />);
    await waitFor(() => expect(replace).toHaveBeenCalledWith(`/projects/${PROJECT_ID}/cannot-participate`));
  });

  it("shows what a fan can still take part in, and links to the list of every campaign, the ended ones too", async () => {
    canParticipate = true;
    const running = {
      ...summary,
      id: CAMPAIGN_ID,
      projectId: PROJECT_ID,
      title: { ja: "開催中", en: "Running" },
      publishStatus: "PUBLISH",
      timeStatus: null,
      rewardKind: "NFT_CLAIM",
    };
    const ended = { ...running, id: PROJECT_ID, title: { ja: "終了", en: "Last summer" }, timeStatus: "ENDED" };
    const closed = {
      ...running,
      id: "33333333-3333-4333-8333-333333333333",
      title: { en: "Closed" },
      publishStatus: "END",
    };
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/campaigns")
        ? jsonResponse(200, { campaigns: [running, ended, closed] })
        : jsonResponse(200, {
            id: PROJECT_ID,
            name: { ja: "デモ", en: "Demo" },
            description: { ja: "説明" },
            logoUrl: null,
            companyName: "Records",
            assets: [],
            links: [],
            allowedCountries: ["JP"],
            canParticipate,
          }),
    );
    renderWithApp(<ProjectTopScreen projectId={PROJECT_ID} />);
    expect(await screen.findByRole("link", { name: /Running/ })).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Last summer/ })).toBeNull();
    expect(screen.queryByRole("link", { name: /Closed/ })).toBeNull();
    const all = screen.getByRole("link", { name: "See all campaigns, including 2 that have ended" });
    expect(all.getAttribute("href")).toBe(`/projects/${PROJECT_ID}/campaigns`);
  });

  it("says nothing is open when every campaign has ended, and still links to them", async () => {
    canParticipate = null;
    const ended = {
      ...summary,
      id: CAMPAIGN_ID,
      projectId: PROJECT_ID,
      title: { en: "Last summer" },
      publishStatus: "PUBLISH",
      timeStatus: "ENDED",
      rewardKind: "NFT_CLAIM",
    };
    fetchMock.mockImplementation(async (input) =>
      String(input).endsWith("/campaigns")
        ? jsonResponse(200, { campaigns: [ended] })
        : jsonResponse(200, {
            id: PROJECT_ID,
            name: { en: "Demo" },
            description: { en: "" },
            logoUrl: null,
            companyName: "Records",
            assets: [],
            links: [],
            allowedCountries: ["JP"],
            canParticipate,
          }),
    );
    renderWithApp(<ProjectTopScreen projectId={PROJECT_ID} />);
    expect(await screen.findByText("No campaign is open or coming up right now.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all campaigns, including 1 that has ended" })).toBeTruthy();
  });

  it("while the project loads, shows the page's shape with one status, then the page laid out for the width", async () => {
    canParticipate = true;
    let answer: (response: Response) => void = () => undefined;
    const fetched = fetchMock.getMockImplementation();
    fetchMock.mockImplementation((input, init) =>
      String(input).endsWith(`/projects/${PROJECT_ID}`)
        ? new Promise<Response>((resolve) => {
            answer = resolve;
          })
        : (fetched?.(input, init) ?? Promise.reject(new Error("no answer"))),
    );
    renderWithApp(<ProjectTopScreen projectId={PROJECT_ID} />);
    const skeleton = await screen.findByTestId("skeleton");
    expect(skeleton.getAttribute("aria-busy")).toBe("true");
    expect(skeleton.getAttribute("data-layout")).toBe("wide");
    expect(screen.getAllByRole("status").map((status) => status.textContent)).toEqual(["Loading…"]);
    expect(screen.queryByRole("heading", { level: 1 })).toBeNull();

    const response = await fetched?.(`/api/v1/projects/${PROJECT_ID}`);
    if (response) answer(response);
    const heading = await screen.findByRole("heading", { level: 1, name: "Demo" });
    expect(screen.queryByTestId("skeleton")).toBeNull();
    expect(heading.closest("[data-layout='wide']")).not.toBeNull();
    expect(screen.getByTestId("project-hero").textContent).toContain("Records");
  });
});
