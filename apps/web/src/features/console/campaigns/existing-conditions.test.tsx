import type { OperatorCampaignView } from "@fanfare/protocol";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ExistingConditions } from "./existing-conditions";

const CODES = "44444444-4444-4444-8444-444444444444";
const SURVEY = "55555555-5555-4555-8555-555555555555";
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
  links: [],
  imageSource: "NFT_IMAGE",
  effect: "CONFETTI",
  effectImageUrl: null,
  rewardTiming: null,
  winPercent: null,
  chainId: null,
  totalSupply: 100,
  claimedCount: 0,
  perFanLimit: 1,
  prizeCount: null,
  winnerCount: 0,
  conditions: [
    { id: SURVEY, position: 1, type: "SURVEY", settings: { survey: { questions: [] } }, codes: null },
    { id: CODES, position: 0, type: "SPECIFY_MULTIPLE_CODES", settings: {}, codes: { total: 5, used: 2 } },
  ],
  nfts: [],
};

const fetchMock = vi.fn<typeof fetch>();
const sent = () => fetchMock.mock.calls.map(([url, init]) => [init?.method ?? "GET", String(url), init?.body ?? null]);
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => jsonResponse(200, campaign));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("the conditions of an existing campaign", () => {
  it("lists them in their order and sends a new order when one moves", async () => {
    renderWithApp(<ExistingConditions campaign={campaign} readOnly={false} />);
    const headings = screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);
    expect(headings.slice(0, 2)).toEqual(["Condition 1: Single-use codes", "Condition 2: Survey"]);
    fireEvent.click(screen.getByRole("button", { name: "Up: Condition 2: Survey" }));
    await waitFor(() =>
      expect(sent()).toContainEqual([
        "POST",
        `/api/v1/operator/campaigns/${CAMPAIGN_ID}/conditions/order`,
        JSON.stringify({ conditionIds: [SURVEY, CODES] }),
      ]),
    );
  });

  it("shows the API's refusal in words (a condition fans completed cannot be removed)", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(409, { code: "campaignEdit-E2002", category: "BAD_REQUEST", message: "" }),
    );
    renderWithApp(<ExistingConditions campaign={campaign} readOnly={false} />);
    fireEvent.click(screen.getByRole("button", { name: "Remove: Condition 1: Single-use codes" }));
    expect(
      await screen.findByText("Fans have already completed this condition: it can no longer be changed or removed."),
    ).toBeTruthy();
    expect(sent()).toContainEqual(["DELETE", `/api/v1/operator/conditions/${CODES}`, null]);
  });

  it("adds a condition only once its settings pass the kind's schema", async () => {
    renderWithApp(<ExistingConditions campaign={campaign} readOnly={false} />);
    fireEvent.change(screen.getByLabelText("Kind of condition"), { target: { value: "INSTAGRAM_HASHTAG" } });
    fireEvent.click(screen.getByRole("button", { name: "Add the condition" }));
    expect(screen.getByLabelText("Hashtag").getAttribute("aria-invalid")).toBe("true");
    expect(sent()).toEqual([]);
    fireEvent.change(screen.getByLabelText("Hashtag"), { target: { value: "spring" } });
    fireEvent.click(screen.getByRole("button", { name: "Add the condition" }));
    await waitFor(() =>
      expect(sent()).toContainEqual([
        "POST",
        `/api/v1/operator/campaigns/${CAMPAIGN_ID}/conditions`,
        JSON.stringify({ hashtag: "spring", type: "INSTAGRAM_HASHTAG" }),
      ]),
    );
  });

  it("offers no change to a viewer", () => {
    renderWithApp(<ExistingConditions campaign={campaign} readOnly />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
