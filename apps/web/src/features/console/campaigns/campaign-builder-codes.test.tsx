import type { OperatorCampaignView, OperatorMe } from "@fanfare/protocol";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { EditCampaignScreen } from "./campaign-builder-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  useRouter: () => ({ push: vi.fn() }),
}));

const CODES = "44444444-4444-4444-8444-444444444444";
const campaign: OperatorCampaignView = {
  id: CAMPAIGN_ID,
  projectId: PROJECT_ID,
  title: { ja: "春" },
  imageUrl: null,
  startsAt: "2026-12-01T03:00:00.000Z",
  endsAt: "2026-12-31T03:00:00.000Z",
  publishStatus: "MAKING",
  timeStatus: "COMING_SOON",
  rewardKind: "NFT_CLAIM",
  description: { ja: "説明" },
  terms: { ja: "規約" },
  privacyPolicy: { ja: "プライバシー" },
  distributionStartsAt: "2026-12-01T03:00:00.000Z",
  distributionEndsAt: "2027-01-31T03:00:00.000Z",
  theme: "dark",
  links: [{ type: "URL", url: "https://example.com/live", label: { ja: "ライブ" } }],
  imageSource: "NFT_IMAGE",
  effect: "CONFETTI",
  effectImageUrl: null,
  rewardTiming: null,
  winPercent: null,
  chainId: 80002,
  totalSupply: 100,
  claimedCount: 0,
  perFanLimit: 1,
  prizeCount: null,
  winnerCount: 0,
  conditions: [{ id: CODES, position: 0, type: "SPECIFY_MULTIPLE_CODES", settings: {}, codes: { total: 5, used: 2 } }],
  nfts: [],
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) =>
    String(input).endsWith(`/campaigns/${CAMPAIGN_ID}`)
      ? jsonResponse(200, campaign)
      : jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST" }),
  );
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderAs(role: OperatorMe["role"]) {
  const { queryClient } = renderWithApp(<EditCampaignScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
  const me: OperatorMe = {
    userId: "33333333-3333-4333-8333-333333333333",
    email: "me@example.test",
    role,
    company: { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" },
  };
  queryClient.setQueryData(CONSOLE_QUERY_KEYS.me, me);
}

describe("an existing campaign's codes, links and chain in the builder", () => {
  it("shows each code condition's use, the codes-used export and the import beside the generator", async () => {
    renderAs("EDITOR");
    expect(await screen.findByText("2 of 5 codes used")).toBeTruthy();
    const exportLink = screen.getByRole("link", { name: "Download the codes used (CSV)" });
    expect(exportLink.getAttribute("href")).toMatch(
      new RegExp(`^/api/v1/operator/campaigns/${CAMPAIGN_ID}/codes-used\\.csv`),
    );
    expect(screen.getByLabelText("CSV file")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Generate and download" })).toBeTruthy();
    // The links come back from the view; the chain is shown but fixed once the campaign exists.
    expect((document.getElementById("field-links-0-url") as HTMLInputElement).value).toBe("https://example.com/live");
    const chain = screen.getByLabelText("Chain") as HTMLSelectElement;
    expect(chain.value).toBe("80002");
    expect(chain.disabled).toBe(true);
  });

  it("lets a viewer see the counts and export, but neither generate nor import", async () => {
    renderAs("VIEWER");
    expect(await screen.findByText("2 of 5 codes used")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download the codes used (CSV)" })).toBeTruthy();
    expect(screen.queryByLabelText("CSV file")).toBeNull();
    expect(screen.queryByRole("button", { name: "Generate and download" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Add a link" })).toBeNull();
  });
});
