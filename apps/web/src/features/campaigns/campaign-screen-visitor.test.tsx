import type { CampaignDetail } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { screen, waitFor } from "@testing-library/react";
import type { ComponentProps, ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, campaignDetail, conditionView, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import { campaignPageParts } from "./campaign-page-parts";
import { CampaignScreen } from "./campaign-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects",
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
/** What GET /campaigns/:id answers, in turn (the last one again and again). */
let campaigns: CampaignDetail[];
let meAnswer: () => Response;
const base = `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`;
/** What the page's server component renders for the campaign page (campaign-page-parts.tsx). */
const PARTS = campaignPageParts(PROJECT_ID, CAMPAIGN_ID);
const signIn = `/?returnTo=${encodeURIComponent(base)}`;
const fan = { policiesAccepted: false, claims: 0, drawResult: null, contactEmailEntered: false };
const DAY = 86_400_000;
const iso = (offset: number) => new Date(Date.now() + offset).toISOString();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  meAnswer = () => jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" });
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    if (path.endsWith("/page-views")) return jsonResponse(200, { ok: true });
    if (path.endsWith("/api/v1/me")) return meAnswer();
    if (path.endsWith("/auth/refresh")) return jsonResponse(401, { code: "auth-E1002", category: "UNAUTHORIZED" });
    const next = campaigns.length > 1 ? campaigns.shift() : campaigns[0];
    return jsonResponse(200, next);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** A visitor: the page request carried no session cookie. */
function renderAsVisitor(props: ComponentProps<typeof CampaignScreen>) {
  return renderWithApp(<CampaignScreen {...props} mayBeSignedIn={false} />);
}

const requests = (suffix: string) => fetchMock.mock.calls.filter(([path]) => String(path).endsWith(suffix));

describe("CampaignScreen for a visitor who is not signed in", () => {
  it("shows what the campaign is about, its conditions by name only, and a sign-in that comes back here", async () => {
    campaigns = [campaignDetail({ fan: null })];
    renderAsVisitor({ parts: PARTS, projectId: PROJECT_ID, campaignId: CAMPAIGN_ID });
    const action = await screen.findByRole("link", { name: messages.campaign.visitor.open.action });
    expect(action.getAttribute("href")).toBe(signIn);
    expect(screen.getByRole("heading", { level: 1, name: "Serial codes" })).toBeTruthy();
    expect(screen.getByText("Each code works once.")).toBeTruthy();
    expect(screen.getByTestId("visitor-notice").textContent).toBe(messages.campaign.visitor.open.lead);
    // Listed, not actionable: no link to the condition, no "done" or "not done yet".
    expect(screen.getByText(messages.condition.type.SPECIFY_MULTIPLE_CODES)).toBeTruthy();
    expect(screen.queryByRole("link", { name: /Enter your serial code/ })).toBeNull();
    expect(screen.queryByText(messages.condition.toDo)).toBeNull();
    expect(screen.queryByRole("link", { name: messages.campaign.takePart })).toBeNull();
    // Nobody to ask about: no session cookie came with the page.
    expect(requests("/api/v1/me")).toHaveLength(0);
  });

  it("tells the winner who opened the result mail signed out that the result is waiting", async () => {
    campaigns = [
      campaignDetail({
        fan: null,
        state: "DistributionExpired",
        rewardKind: "LUCKY_DRAW",
        rewardTiming: "AFTER_CAMPAIGN_END",
        prizeCount: 1,
        endsAt: iso(-DAY),
        distributionEndsAt: iso(DAY),
        conditions: [conditionView({ type: "NONE", slug: "none", codeMaxLength: null })],
      }),
    ];
    renderAsVisitor({ parts: PARTS, projectId: PROJECT_ID, campaignId: CAMPAIGN_ID });
    const action = await screen.findByRole("link", { name: messages.campaign.visitor.resultWaiting.action });
    expect(action.getAttribute("href")).toBe(signIn);
    expect(screen.getByTestId("campaign-state").textContent).toBe(messages.campaign.visitor.resultWaiting.state);
    expect(screen.getByTestId("visitor-notice").textContent).toBe(messages.campaign.visitor.resultWaiting.lead);
    expect(screen.queryByText(messages.campaign.state.DistributionExpired)).toBeNull();
    // NONE asks nothing: said as such, never as a condition "done".
    expect(screen.getByText(messages.campaign.noConditions)).toBeTruthy();
    expect(screen.queryByText(messages.condition.done)).toBeNull();
  });

  it("says a campaign is over once nothing can be received any more, and still offers the sign-in", async () => {
    campaigns = [
      campaignDetail({ fan: null, state: "DistributionExpired", endsAt: iso(-2 * DAY), distributionEndsAt: iso(-DAY) }),
    ];
    renderAsVisitor({ parts: PARTS, projectId: PROJECT_ID, campaignId: CAMPAIGN_ID });
    expect((await screen.findByTestId("campaign-state")).textContent).toBe(messages.campaign.state.DistributionExpired);
    expect(screen.getByRole("link", { name: messages.campaign.visitor.ended.action }).getAttribute("href")).toBe(
      signIn,
    );
  });

  it("renders in the campaign's own theme: light when the operator chose it, dark by default", async () => {
    campaigns = [campaignDetail({ fan: null, theme: "light" })];
    const { container, unmount } = renderAsVisitor({ parts: PARTS, projectId: PROJECT_ID, campaignId: CAMPAIGN_ID });
    await screen.findByTestId("campaign-state");
    expect(container.querySelector("[data-page-theme='light']")).not.toBeNull();
    expect(container.querySelector("[data-page-theme='dark']")).toBeNull();
    unmount();
    // Before the campaign has arrived, the theme the server read (or the default, dark).
    campaigns = [campaignDetail({ fan: null, theme: "light" })];
    const light = renderAsVisitor({
      parts: PARTS,
      projectId: PROJECT_ID,
      campaignId: CAMPAIGN_ID,
      initialData: { campaign: campaignDetail({ theme: "light" }), isSeedable: false, fetchedAt: Date.now() },
    });
    expect(light.container.querySelector("[data-page-theme='light']")).not.toBeNull();
  });

  it("starts from what the server read when the browser would read the same, without asking again", async () => {
    campaigns = [campaignDetail({ fan: null, title: { ja: "別", en: "Fetched" } })];
    // The app's query client keeps an answer fresh for 30 s (lib/query-client.ts).
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
    renderWithApp(
      <CampaignScreen
        parts={PARTS}
        projectId={PROJECT_ID}
        campaignId={CAMPAIGN_ID}
        initialData={{ campaign: campaignDetail({ fan: null }), isSeedable: true, fetchedAt: Date.now() }}
        mayBeSignedIn={false}
      />,
      { queryClient },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Serial codes" })).toBeTruthy();
    expect(requests(`/campaigns/${CAMPAIGN_ID}`)).toHaveLength(0);
  });
});

describe("CampaignScreen for a fan whose access cookie expired", () => {
  it("refreshes the session and reads the campaign again instead of showing the visitor's page", async () => {
    campaigns = [campaignDetail({ fan: null }), campaignDetail({ fan })];
    meAnswer = () =>
      jsonResponse(200, {
        id: "44444444-4444-4444-8444-444444444444",
        email: "fan@example.com",
        country: "JP",
        locale: "en",
        timeZone: null,
        acceptsNewsMail: false,
        status: "ACTIVE",
        createdAt: "2026-01-01T00:00:00.000Z",
      });
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    const takePart = await screen.findByRole("link", { name: messages.campaign.takePart });
    expect(takePart.getAttribute("href")).toBe(`${base}/policies`);
    expect(screen.queryByRole("link", { name: messages.campaign.visitor.open.action })).toBeNull();
    expect(requests("/api/v1/me")).toHaveLength(1);
    expect(requests(`/campaigns/${CAMPAIGN_ID}`)).toHaveLength(2);
  });

  it("shows the visitor's page when the session cannot be refreshed either", async () => {
    campaigns = [campaignDetail({ fan: null })];
    renderWithApp(<CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByRole("link", { name: messages.campaign.visitor.open.action })).toBeTruthy();
    await waitFor(() => expect(requests(`/campaigns/${CAMPAIGN_ID}`)).toHaveLength(1));
  });
});

describe("CampaignScreen conditions that cannot be completed now", () => {
  it("never says a campaign that has not started or has ended is done, even to a signed-in fan", async () => {
    for (const state of ["ComingSoon", "DistributionExpired"] as const) {
      campaigns = [
        campaignDetail({
          state,
          fan,
          conditions: [
            conditionView({ type: "NONE", slug: "none", completed: true, codeMaxLength: null }),
            conditionView({ id: "55555555-5555-4555-8555-555555555555", position: 1, completed: false }),
          ],
        }),
      ];
      const { unmount } = renderWithApp(
        <CampaignScreen parts={PARTS} projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />,
      );
      expect(await screen.findByText(messages.condition.type.SPECIFY_MULTIPLE_CODES)).toBeTruthy();
      expect(screen.queryByText(messages.condition.done)).toBeNull();
      expect(screen.queryByText(messages.condition.toDo)).toBeNull();
      expect(screen.queryByText(messages.condition.type.NONE)).toBeNull();
      expect(screen.queryByRole("link", { name: /Enter your serial code/ })).toBeNull();
      unmount();
    }
  });
});
