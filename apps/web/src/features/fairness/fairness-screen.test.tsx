import { type FairnessReportView, REFUSAL_REASONS } from "@fanfare/protocol";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import th from "../../../messages/th/common.json";
import { FairnessScreen } from "./fairness-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects/p1/c1/fairness",
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const AT = "2026-11-22T09:00:00.000Z";
const counts = (given: Partial<Record<(typeof REFUSAL_REASONS)[number], number>>) =>
  REFUSAL_REASONS.map((reason) => ({ reason, count: given[reason] ?? 0 }));

const claimReport: FairnessReportView = {
  campaignId: CAMPAIGN_ID,
  projectId: PROJECT_ID,
  rewardKind: "NFT_CLAIM",
  supply: { total: 12000, claimed: 1234, left: 10766, computedAt: AT },
  entries: null,
  refusals: { counts: counts({ WRONG_CODE: 4321, BANNED: 2 }), computedAt: AT },
  draw: null,
};

const drawReport: FairnessReportView = {
  ...claimReport,
  rewardKind: "LUCKY_DRAW",
  entries: { entrants: 50, winners: 3, prizes: 3, computedAt: AT },
  draw: {
    algorithm: "fanfare-draw-v1",
    mode: "AFTER_CAMPAIGN_END",
    seedHash: "a".repeat(64),
    seed: "b".repeat(64),
    entrantsHash: "c".repeat(64),
    entrantsRoot: "d".repeat(64),
    entrantCount: 50,
    winnerCount: 3,
    drawnAt: "2026-12-01T00:00:00.000Z",
    recordPath: `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/draw`,
    computedAt: AT,
  },
};

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("FairnessScreen", () => {
  it("shows what the server read without asking again: supply, refusals by rule with numbers per locale", () => {
    // The app's query client: what the server read stays fresh for a while, so nothing is fetched at once.
    renderWithApp(
      <FairnessScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} initial={claimReport} fetchedAt={Date.now()} />,
      { queryClient: createQueryClient() },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Fairness report" })).toBeTruthy();
    expect(screen.getByTestId("fairness-total").textContent).toBe("12,000");
    expect(screen.getByTestId("fairness-left").textContent).toBe("10,766");
    const refusals = screen.getByRole("region", { name: "Refusals by rule" });
    const wrong = within(refusals).getByRole("row", { name: /Wrong code/ });
    expect(within(wrong).getByRole("cell").textContent).toBe("4,321");
    expect(screen.getByTestId("refusal-BANNED").textContent).toBe("2");
    expect(screen.getByTestId("refusal-CAPTCHA_FAILED").textContent).toBe("0");
    // Every group says when it was computed, naming the zone.
    expect(screen.getByTestId("fairness-supply").textContent).toContain("Computed at");
    expect(screen.getByTestId("fairness-supply").querySelector("time")?.getAttribute("dateTime")).toBe(AT);
    expect(screen.getByTestId("fairness-supply").textContent).toMatch(/UTC/);
    // A claim campaign has no draw: said so, no link to a draw record.
    expect(screen.getByText(/there is no draw to verify/)).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Open the draw record and verify it" })).toBeNull();
    expect(screen.getByRole("link", { name: "Back to the campaign" }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}`,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("a draw: entries, the commitment and the result, and how to verify it on the draw record page", () => {
    renderWithApp(
      <FairnessScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} initial={drawReport} fetchedAt={Date.now()} />,
    );
    expect(screen.getByTestId("fairness-entrants").textContent).toBe("50");
    const draw = screen.getByRole("region", { name: "The draw" });
    expect(draw.textContent).toContain("a".repeat(64));
    expect(draw.textContent).toContain("b".repeat(64));
    expect(draw.textContent).toContain("d".repeat(64));
    const verify = screen.getByRole("region", { name: "How to verify it" });
    expect(within(verify).getAllByRole("listitem")).toHaveLength(3);
    expect(within(verify).getByRole("link", { name: "Open the draw record and verify it" }).getAttribute("href")).toBe(
      `/projects/${PROJECT_ID}/${CAMPAIGN_ID}/draw`,
    );
  });

  it("without the server's answer the browser asks the API itself", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, claimReport));
    renderWithApp(<FairnessScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} initial={null} fetchedAt={0} />);
    expect((await screen.findByTestId("refusal-WRONG_CODE")).textContent).toBe("4,321");
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`/api/v1/campaigns/${CAMPAIGN_ID}/fairness`);
  });

  it("in Thai: Thai texts and the time in the fan's zone, named", () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <NextIntlClientProvider locale="th" messages={th} timeZone="Asia/Bangkok">
        <QueryClientProvider client={queryClient}>
          <FairnessScreen
            projectId={PROJECT_ID}
            campaignId={CAMPAIGN_ID}
            initial={claimReport}
            fetchedAt={Date.now()}
          />
        </QueryClientProvider>
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "รายงานความเป็นธรรม" })).toBeTruthy();
    expect(screen.getByRole("row", { name: /รหัสไม่ถูกต้อง/ })).toBeTruthy();
    expect(screen.getByTestId("fairness-total").textContent).toBe("12,000");
  });
});
