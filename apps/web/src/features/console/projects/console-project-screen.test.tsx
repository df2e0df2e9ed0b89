import type { OperatorCampaignView, OperatorProjectView } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { ConsoleOverviewScreen } from "../overview/console-overview-screen";
import { ConsoleProjectScreen } from "./console-project-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const project: OperatorProjectView = {
  id: PROJECT_ID,
  name: { ja: "デモ", en: "Demo" },
  description: { ja: "説明" },
  logoUrl: null,
  status: "PUBLISH",
  assets: [],
  links: [],
  allowedCountries: ["JP"],
};
const campaign: OperatorCampaignView = {
  id: CAMPAIGN_ID,
  projectId: PROJECT_ID,
  title: { ja: "春のギフト" },
  imageUrl: null,
  startsAt: "2026-11-22T07:00:00.000Z",
  endsAt: "2026-12-22T07:00:00.000Z",
  publishStatus: "PUBLISH",
  timeStatus: null,
  rewardKind: "NFT_CLAIM",
  description: { ja: "説明" },
  terms: { ja: "規約" },
  privacyPolicy: { ja: "プライバシー" },
  distributionStartsAt: "2026-11-22T07:00:00.000Z",
  distributionEndsAt: "2027-01-22T07:00:00.000Z",
  theme: "dark",
  links: [],
  imageSource: "NFT_IMAGE",
  effect: "CONFETTI",
  effectImageUrl: null,
  rewardTiming: null,
  winPercent: null,
  chainId: null,
  totalSupply: 1000,
  claimedCount: 12,
  perFanLimit: 1,
  prizeCount: null,
  winnerCount: 0,
  conditions: [],
  nfts: [],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path === "/api/v1/operator/projects") return jsonResponse(200, { projects: [project] });
    if (path === `/api/v1/operator/projects/${PROJECT_ID}`) return jsonResponse(200, project);
    if (path === `/api/v1/operator/projects/${PROJECT_ID}/campaigns`) {
      return jsonResponse(200, { campaigns: [campaign, { ...campaign, id: "x", publishStatus: "MAKING" }] });
    }
    return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("ConsoleOverviewScreen", () => {
  it("lists the company's projects with their state and campaign count, linking to each", async () => {
    renderWithApp(<ConsoleOverviewScreen />);
    const link = await screen.findByRole("link", { name: "Demo" });
    expect(link.getAttribute("href")).toBe(`/console/projects/${PROJECT_ID}`);
    const row = screen.getByRole("row", { name: /Demo/ });
    expect(within(row).getByText("Published")).toBeTruthy();
    expect(await within(row).findByText("2 campaigns")).toBeTruthy();
    expect(screen.getAllByRole("columnheader").map((cell) => cell.textContent)).toEqual([
      "Project",
      "Status",
      "Campaigns",
    ]);
  });
});

describe("ConsoleProjectScreen", () => {
  it("lists the campaigns: title (marked when untranslated), state, window in the operator's zone, claimed of supply", async () => {
    renderWithApp(<ConsoleProjectScreen projectId={PROJECT_ID} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Demo" })).toBeTruthy();
    const [, published, draft] = await screen.findAllByRole("row");
    if (!published || !draft) throw new Error("two campaigns expected");
    expect(within(published).getByText("春のギフト").getAttribute("lang")).toBe("ja");
    expect(within(published).getByText("Not translated into English")).toBeTruthy();
    expect(within(published).getByText("Published")).toBeTruthy();
    expect(within(published).getByText("Running")).toBeTruthy();
    expect(
      within(published)
        .getAllByRole("time")
        .map((time) => time.getAttribute("dateTime")),
    ).toEqual(["2026-11-22T07:00:00.000Z", "2026-12-22T07:00:00.000Z"]);
    expect(within(published).getByText("12 of 1,000")).toBeTruthy();
    expect(within(draft).getByText("Draft")).toBeTruthy();
    expect(within(draft).queryByText("Running")).toBeNull();
  });

  /** A query client that already knows the operator (as the console's layout seeds it). */
  const asRole = (role: "OWNER" | "EDITOR" | "VIEWER") => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    queryClient.setQueryData(CONSOLE_QUERY_KEYS.me, {
      userId: "44444444-4444-4444-8444-444444444444",
      email: "op@example.com",
      role,
      company: { id: "55555555-5555-4555-8555-555555555555", name: "Co" },
    });
    return queryClient;
  };

  it("links each campaign to the builder, and offers a new one to those who may write", async () => {
    renderWithApp(<ConsoleProjectScreen projectId={PROJECT_ID} />, { queryClient: asRole("EDITOR") });
    const create = await screen.findByRole("link", { name: "New campaign" });
    expect(create.getAttribute("href")).toBe(`/console/projects/${PROJECT_ID}/campaigns/new`);
    const [, published] = await screen.findAllByRole("row");
    const edit = within(published as HTMLElement).getByRole("link");
    expect(edit.getAttribute("href")).toBe(`/console/projects/${PROJECT_ID}/campaigns/${CAMPAIGN_ID}`);
  });

  it("offers no new campaign to a viewer", async () => {
    renderWithApp(<ConsoleProjectScreen projectId={PROJECT_ID} />, { queryClient: asRole("VIEWER") });
    expect(await screen.findByRole("heading", { level: 1, name: "Demo" })).toBeTruthy();
    await screen.findAllByRole("row");
    expect(screen.queryByRole("link", { name: "New campaign" })).toBeNull();
  });

  it("says so when the project is not the company's (the API answers as for a missing one)", async () => {
    renderWithApp(<ConsoleProjectScreen projectId="33333333-3333-4333-8333-333333333333" />);
    expect(await screen.findByText("This project does not exist, or belongs to another company.")).toBeTruthy();
  });
});
