import type { OperatorCampaignView } from "@fanfare/protocol";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { campaignExports, channelMembersExportHref, ExportsPanel, exportHref } from "./exports-panel";

const CHANNEL_ID = "66666666-6666-4666-8666-666666666666";
const base = { id: CAMPAIGN_ID, rewardKind: "NFT_CLAIM" as const, conditions: [] };
const condition = (type: OperatorCampaignView["conditions"][number]["type"]) =>
  ({ id: CHANNEL_ID, position: 0, type, settings: {}, codes: null }) as OperatorCampaignView["conditions"][number];

const fetchMock = vi.fn<typeof fetch>();
const assign = vi.fn();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
    timeZone: "Asia/Bangkok",
  } as Intl.ResolvedDateTimeFormatOptions);
  vi.stubGlobal("location", { ...window.location, assign });
});
afterEach(() => {
  fetchMock.mockReset();
  assign.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("the campaign's exports", () => {
  it("offers the draw's files for a lucky draw only, and codes used only with a code condition", () => {
    expect(campaignExports(base)).toEqual(["claims"]);
    expect(
      campaignExports({ ...base, rewardKind: "LUCKY_DRAW", conditions: [condition("SPECIFY_A_SINGLE_CODE")] }),
    ).toEqual(["applicants", "winners", "claims", "codesUsed"]);
    expect(campaignExports({ ...base, conditions: [condition("SURVEY"), condition("NFT_IS_LINKED_BY_CODE")] })).toEqual(
      ["claims", "codesUsed"],
    );
  });

  it("links to the API with the time zone in the query", () => {
    expect(exportHref("winners", CAMPAIGN_ID, "America/Argentina/Buenos_Aires")).toBe(
      `/api/v1/operator/campaigns/${CAMPAIGN_ID}/winners.csv?tz=America%2FArgentina%2FBuenos_Aires`,
    );
    expect(exportHref("codesUsed", CAMPAIGN_ID, null)).toBe(`/api/v1/operator/campaigns/${CAMPAIGN_ID}/codes-used.csv`);
    expect(channelMembersExportHref(CHANNEL_ID, "Asia/Tokyo")).toBe(
      `/api/v1/operator/channels/${CHANNEL_ID}/members.csv?tz=Asia%2FTokyo`,
    );
  });

  it("carries the browser's zone; a click renews the session, then follows the link", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { userId: "u", role: "VIEWER" }));
    renderWithApp(<ExportsPanel campaign={{ ...base, rewardKind: "LUCKY_DRAW" } as unknown as OperatorCampaignView} />);
    expect(screen.getByRole("heading", { level: 2, name: "Exports" })).toBeTruthy();
    const winners = await screen.findByRole("link", { name: "Download winners (CSV)" });
    await waitFor(() =>
      expect(winners.getAttribute("href")).toBe(
        `/api/v1/operator/campaigns/${CAMPAIGN_ID}/winners.csv?tz=Asia%2FBangkok`,
      ),
    );
    expect(
      screen.getByText("CSV files for spreadsheets (UTF-8). Times are written in your time zone, Asia/Bangkok."),
    ).toBeTruthy();
    fireEvent.click(winners);
    await waitFor(() => expect(assign).toHaveBeenCalledWith(winners.getAttribute("href")));
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/v1/operator/me"]);
  });

  it("says why when the session cannot be renewed, and does not follow the link", async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" }),
    );
    renderWithApp(<ExportsPanel campaign={base as unknown as OperatorCampaignView} />);
    fireEvent.click(await screen.findByRole("link", { name: "Download claims (CSV)" }));
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(assign).not.toHaveBeenCalled();
  });
});
