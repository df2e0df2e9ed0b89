import type { OperatorCampaignView, RehearsalReport } from "@fanfare/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { RehearsalScreen, toRequest } from "./rehearsal-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const WALLET = "44444444-4444-4444-8444-444444444444";
const SURVEY = "55555555-5555-4555-8555-555555555555";
const campaign: OperatorCampaignView = {
  id: CAMPAIGN_ID,
  projectId: PROJECT_ID,
  title: { ja: "春", en: "Spring drop" },
  imageUrl: null,
  startsAt: "2026-12-01T09:00:00.000Z",
  endsAt: "2026-12-02T09:00:00.000Z",
  publishStatus: "MAKING",
  timeStatus: "COMING_SOON",
  rewardKind: "LUCKY_DRAW",
  description: { ja: "説明" },
  terms: { ja: "規約" },
  privacyPolicy: { ja: "プライバシー" },
  distributionStartsAt: "2026-12-01T09:00:00.000Z",
  distributionEndsAt: "2027-01-31T03:00:00.000Z",
  theme: "dark",
  links: [],
  imageSource: "NFT_IMAGE",
  effect: "CONFETTI",
  effectImageUrl: null,
  rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
  winPercent: 10,
  chainId: null,
  totalSupply: 20,
  claimedCount: 0,
  perFanLimit: 1,
  prizeCount: 20,
  winnerCount: 0,
  conditions: [
    { id: SURVEY, position: 2, type: "SURVEY", settings: { survey: { questions: [] } }, codes: null },
    { id: WALLET, position: 1, type: "WALLET_ADDRESS_RECEIVED", settings: {}, codes: null },
  ],
  nfts: [],
};

/** The API's answer for 1,000 fans of an instant draw whose 20 prizes went at 10:05 UTC. */
const report: RehearsalReport = {
  campaignId: CAMPAIGN_ID,
  seed: "abc123",
  fans: 1000,
  arrival: "DROP",
  rewardKind: "LUCKY_DRAW",
  rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
  startsAt: campaign.startsAt,
  endsAt: campaign.endsAt,
  conditions: [
    { conditionId: WALLET, position: 1, type: "WALLET_ADDRESS_RECEIVED", rate: 0.8, reached: 1000, completed: 800 },
    { conditionId: SURVEY, position: 2, type: "SURVEY", rate: 0.5, reached: 800, completed: 400 },
  ],
  completedAll: 400,
  participated: 360,
  claims: { made: 0, refusedSupply: 0, refusedLimit: 0, refusedWindow: 0 },
  supply: {
    total: 20,
    used: 20,
    left: 0,
    runOutAt: "2026-12-01T10:05:00.000Z",
    runOutAfterArrivals: 412,
    nfts: [],
  },
  series: {
    bucketSeconds: 3600,
    from: "2026-12-01T09:00:00.000Z",
    to: "2026-12-02T09:00:00.000Z",
    points: [{ at: "2026-12-01T09:00:00.000Z", claims: 0, entries: 360 }],
  },
  draw: {
    algorithm: "fanfare-draw-v1",
    mode: "UPON_COMPLETION_OF_APPLICATION",
    prizeCount: 20,
    winPercent: 10,
    entrants: 360,
    winners: 20,
    seedHash: "a".repeat(64),
    entrantsRoot: "b".repeat(64),
    verification: {
      status: "verified",
      checks: [
        { key: "seedHash", ok: true },
        { key: "entrantsHash", ok: true },
        { key: "entrantsRoot", ok: true },
        { key: "winners", ok: true },
      ],
    },
    verifiedBy: "protocol",
  },
  mails: [
    { locale: "ja", signIn: 700, drawWin: 0, drawFailed: 0, total: 700 },
    { locale: "en", signIn: 0, drawWin: 0, drawFailed: 0, total: 0 },
    { locale: "fr", signIn: 0, drawWin: 0, drawFailed: 0, total: 0 },
    { locale: "th", signIn: 300, drawWin: 0, drawFailed: 0, total: 300 },
  ],
  problems: [
    { code: "TRANSLATION", field: "description", missingLocales: ["en", "fr", "th"] },
    { code: "CHAIN_RELAYER", field: "chainId" },
  ],
  tookMs: 12,
};

const REHEARSALS = `/api/v1/operator/campaigns/${CAMPAIGN_ID}/rehearsals`;
const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) === REHEARSALS && init?.method === "POST") return jsonResponse(200, report);
    if (String(input) === `/api/v1/operator/campaigns/${CAMPAIGN_ID}`) return jsonResponse(200, campaign);
    return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("RehearsalScreen", () => {
  it("sends the run's settings and shows the report: conditions, run-out, draw verified, mails, problems linked", async () => {
    renderWithApp(<RehearsalScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Rehearsal" })).toBeTruthy();
    // The conditions in their order, labelled by their place and kind.
    const wallet = await screen.findByLabelText("Condition 1: Give a wallet address");
    fireEvent.change(wallet, { target: { value: "80" } });
    fireEvent.change(screen.getByLabelText("Condition 2: Survey"), { target: { value: "50" } });
    fireEvent.change(screen.getByLabelText("Share of fans who then apply"), { target: { value: "90" } });
    fireEvent.change(screen.getByLabelText("How fans arrive"), { target: { value: "DROP" } });
    fireEvent.change(screen.getByLabelText("English"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Français"), { target: { value: "0" } });
    fireEvent.change(screen.getByLabelText("Seed (optional)"), { target: { value: "abc123" } });
    fireEvent.click(screen.getByRole("button", { name: "Run the rehearsal" }));

    const heading = await screen.findByRole("heading", { level: 2, name: "Report" });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const post = fetchMock.mock.calls.find(([url]) => String(url) === REHEARSALS);
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      fans: 1000,
      arrival: "DROP",
      conditionRates: { [WALLET]: 0.8, [SURVEY]: 0.5 },
      participationRate: 0.9,
      claimsPerFan: 1,
      languageShares: { ja: 25, en: 0, fr: 0, th: 25 },
      seed: "abc123",
    });

    const conditions = screen.getByRole("table", { name: "Fans who reached and completed each condition" });
    expect(
      within(conditions)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["Condition 1: Give a wallet address80%1,00080080%", "Condition 2: Survey50%80040050%"]);
    expect(screen.getByText("20 of 20 given")).toBeTruthy();
    // The renderer's zone is UTC.
    expect(screen.getByTestId("rehearsal-run-out").textContent).toMatch(/Runs out at .*10:05.*\(after 412 arrivals\)/u);
    expect(screen.getByTestId("rehearsal-winners").textContent).toBe("20");
    expect(screen.getByTestId("rehearsal-verification").textContent).toBe("✓ Draw record verified");

    const mails = screen.getByRole("table", { name: "Mails per language" });
    expect(
      within(mails)
        .getAllByRole("row")
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["日本語70000700", "English0000", "Français0000", "ไทย30000300"]);

    const problems = screen.getByTestId("rehearsal-problems");
    const links = within(problems).getAllByRole("link");
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      [
        "Description: not translated into English, Français, ไทย",
        `/console/projects/${PROJECT_ID}/campaigns/${CAMPAIGN_ID}#field-description-en`,
      ],
      [
        "The server has no relayer key: no NFT would be minted",
        `/console/projects/${PROJECT_ID}/campaigns/${CAMPAIGN_ID}#field-chainId`,
      ],
    ]);
  });

  it("refuses values out of range before calling the API and focuses the first", async () => {
    renderWithApp(<RehearsalScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    const fans = await screen.findByLabelText("Synthetic fans");
    fireEvent.change(fans, { target: { value: "100001" } });
    fireEvent.click(screen.getByRole("button", { name: "Run the rehearsal" }));
    await waitFor(() => expect(document.activeElement).toBe(fans));
    expect(fans.getAttribute("aria-invalid")).toBe("true");
    expect(fetchMock.mock.calls.some(([url]) => String(url) === REHEARSALS)).toBe(false);
  });

  it("builds no request when every language has a share of 0", () => {
    const form = {
      fans: "10",
      arrival: "UNIFORM" as const,
      conditionPercents: {},
      participationPercent: "90",
      claimsPerFan: "1",
      languagePercents: { ja: "0", en: "0", fr: "0", th: "0" },
      seed: "",
    };
    expect(toRequest(form, { conditions: [] })).toEqual({ invalid: ["rehearsal-language-ja"] });
  });
});
