import type { CampaignDashboard, ProjectDashboard } from "@fanfare/protocol";
import { screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CampaignDashboardScreen } from "./campaign-dashboard-screen";
import { ProjectDashboardScreen } from "./project-dashboard-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const PROJECT_ID = "5d0e4c55-6a4e-4d3f-9a54-5d1a7c2b8e20";
const CAMPAIGN_ID = "0b7e8c7a-5d0e-4c55-a0c2-3f1c6f6f2a11";
const WALLET = "1c2d3e4f-6a4e-4d3f-9a54-5d1a7c2b8e21";
const CODE = "2d3e4f5a-6a4e-4d3f-9a54-5d1a7c2b8e22";
const URL = `/api/v1/operator/campaigns/${CAMPAIGN_ID}/dashboard`;

/** A drop half an hour in: the figures of core's campaign-funnel test, written out. */
function dashboard(claimed: number, computedAt = "2026-11-22T09:30:00.000Z"): CampaignDashboard {
  return {
    campaignId: CAMPAIGN_ID,
    projectId: PROJECT_ID,
    title: { ja: "テスト", en: "Spring drop" },
    rewardKind: "NFT_CLAIM",
    rewardTiming: null,
    publishStatus: "PUBLISH",
    funnel: [
      { step: "PAGE_VIEWS", count: 1200, rate: null, condition: null },
      { step: "POLICIES_ACCEPTED", count: 5, rate: 0.0042, condition: null },
      {
        step: "CONDITION",
        count: 4,
        rate: 0.8,
        condition: { id: WALLET, position: 1, type: "WALLET_ADDRESS_RECEIVED", proof: "SELF_ATTESTED", provider: null },
      },
      {
        step: "CONDITION",
        count: 3,
        rate: 0.75,
        condition: { id: CODE, position: 2, type: "SPECIFY_A_SINGLE_CODE", proof: "CODE", provider: null },
      },
      { step: "CLAIMED", count: claimed, rate: claimed / 3, condition: null },
      { step: "MINTED", count: 1, rate: 1 / claimed, condition: null },
    ],
    series: {
      bucketSeconds: 300,
      from: "2026-11-22T09:00:00.000Z",
      to: "2026-11-22T09:30:00.000Z",
      // One claim in the 09:05 bar, the others in the 09:25 one.
      points: [0, 1, 0, 0, 0, claimed - 1].map((claims, index) => ({
        at: `2026-11-22T09:${String(index * 5).padStart(2, "0")}:00.000Z`,
        claims,
        entries: 0,
      })),
    },
    supply: {
      total: 10,
      used: claimed,
      left: 10 - claimed,
      perHour: 12,
      runOutAt: "2026-11-22T10:05:00.000Z",
      closesAt: "2026-12-12T09:00:00.000Z",
    },
    refusals: [
      { reason: "WRONG_CODE", count: 3 },
      { reason: "USED_CODE", count: 0 },
      { reason: "BANNED", count: 1 },
    ],
    computedAt,
  };
}

const fetchMock = vi.fn<typeof fetch>();
let answer: { status: number; body: unknown };
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  answer = { status: 200, body: dashboard(2) };
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === URL) return jsonResponse(answer.status, answer.body);
    if (String(input) === `/api/v1/operator/projects/${PROJECT_ID}`) {
      return jsonResponse(200, { id: PROJECT_ID, name: { ja: "デモ", en: "Demo project" } });
    }
    if (String(input) === `/api/v1/operator/projects/${PROJECT_ID}/dashboard`) {
      return jsonResponse(answer.status, answer.body);
    }
    return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const step = (name: RegExp) => screen.getAllByRole("listitem").find((item) => name.test(item.textContent ?? ""));

describe("CampaignDashboardScreen", () => {
  it("shows the funnel with counts, rates and proofs, the supply with its run-out time, the chart and refusals", async () => {
    renderWithApp(<CampaignDashboardScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Live dashboard" })).toBeTruthy();
    expect(await screen.findByText("Spring drop")).toBeTruthy();

    const funnel = screen.getByRole("region", { name: "Funnel" });
    const items = within(funnel).getAllByRole("listitem");
    expect(items.map((item) => item.textContent)).toEqual([
      "Page views1,200",
      "Policies accepted50.4% of the step before",
      "Condition 1: Give a wallet addressSelf-attested480% of the step before",
      "Condition 2: One shared codeVerified by a code375% of the step before",
      "Claimed266.7% of the step before",
      "Minted150% of the step before",
    ]);

    const supply = screen.getByRole("region", { name: "Supply left" });
    expect(within(supply).getByText("8 of 10 left")).toBeTruthy();
    expect(within(supply).getByText("Current rate: 12 an hour (last 10 minutes)")).toBeTruthy();
    // The renderer's zone is UTC: 10:05 UTC.
    expect(within(supply).getByText(/At this rate it runs out at:/u).textContent).toMatch(/10:05/u);

    const chart = screen.getByRole("img");
    expect(chart.getAttribute("aria-label")).toMatch(/^2 in total, at most 1 in one bar, from /u);
    expect(screen.getByText("Each bar is five minutes.")).toBeTruthy();

    const refusals = screen.getByRole("table", { name: "Refusal counts, one row per reason" });
    expect(
      within(refusals)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["ReasonRefusals", "Wrong code3", "Banned account1"]);
  });

  it("asks again by itself and shows the new counts, saying the rise once in the polite live region", async () => {
    renderWithApp(<CampaignDashboardScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    await screen.findByText("8 of 10 left");
    expect(step(/^Claimed/u)?.textContent).toMatch(/^Claimed2/u);
    const region = screen.getAllByRole("status").find((node) => node.getAttribute("aria-live") === "polite");
    expect(region?.textContent).toBe("");

    answer = { status: 200, body: dashboard(5, "2026-11-22T09:30:03.000Z") };
    // The poll (every 3 s): no reload, no click.
    expect(await screen.findByText("5 of 10 left", {}, { timeout: 5000 })).toBeTruthy();
    expect(step(/^Claimed/u)?.textContent).toMatch(/^Claimed5/u);
    await waitFor(() => expect(region?.textContent).toBe("3 new claims: 5 in total."));
  }, 10_000);

  it("keeps the last figures when a poll fails, and says so", async () => {
    renderWithApp(<CampaignDashboardScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    await screen.findByText("8 of 10 left");
    answer = { status: 503, body: { code: "server-E5030", category: "MAINTENANCE", message: "" } };
    expect(
      await screen.findByText(
        "The latest update failed. The figures shown are from the last successful update.",
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    expect(screen.getByText("8 of 10 left")).toBeTruthy();
  }, 10_000);

  it("another company's campaign (404) is said to be missing", async () => {
    answer = { status: 404, body: { code: "request-E1004", category: "BAD_REQUEST", message: "" } };
    renderWithApp(<CampaignDashboardScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByText("This campaign does not exist, or belongs to another company.")).toBeTruthy();
  });
});

describe("ProjectDashboardScreen", () => {
  it("shows the totals, a line per campaign linked to its dashboard, and the channels' members", async () => {
    const project: ProjectDashboard = {
      projectId: PROJECT_ID,
      totals: { pageViews: 8, policiesAccepted: 6, claims: 4, entries: 0, minted: 1 },
      campaigns: [
        {
          campaignId: CAMPAIGN_ID,
          title: { ja: "テスト", en: "Spring drop" },
          rewardKind: "NFT_CLAIM",
          publishStatus: "PUBLISH",
          pageViews: 7,
          policiesAccepted: 5,
          participated: 3,
          minted: 1,
          supply: dashboard(3).supply,
        },
      ],
      series: dashboard(3).series,
      refusals: [{ reason: "WRONG_CODE", count: 7 }],
      channels: [{ channelId: WALLET, title: { ja: "チャンネル", en: "Backstage" }, members: 2 }],
      computedAt: "2026-11-22T09:30:00.000Z",
    };
    answer = { status: 200, body: project };
    renderWithApp(<ProjectDashboardScreen projectId={PROJECT_ID} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Project dashboard" })).toBeTruthy();
    const totals = await screen.findByRole("region", { name: "Across all campaigns" });
    expect(
      within(totals)
        .getAllByRole("definition")
        .map((d) => d.textContent),
    ).toEqual(["8", "6", "4", "0", "1"]);
    const link = screen.getByRole("link", { name: "Spring drop" });
    expect(link.getAttribute("href")).toBe(`/console/projects/${PROJECT_ID}/campaigns/${CAMPAIGN_ID}/dashboard`);
    const channels = screen.getByRole("table", { name: "Members of each channel" });
    expect(
      within(channels)
        .getAllByRole("row")
        .map((row) => row.textContent),
    ).toEqual(["ChannelMembers", "Backstage2"]);
  });
});
