import type { DrawRecordView, OperatorDrawView } from "@fanfare/protocol";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, messages, renderWithApp } from "@/test/render";
import vectors from "../../../../../../docs/verifiable-draws.vectors.json";
import { DrawScreen } from "./draw-screen";

vi.mock("@/i18n/navigation", () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
}));

const PROJECT_ID = "1f0e2d3c-4b5a-4978-8695-a4b3c2d1e0f9";
const CAMPAIGN_ID = "7a0c4b52-2f57-4b7e-9a8e-0d7f3c1e2b44";
const DRAW = `/api/v1/operator/campaigns/${CAMPAIGN_ID}/draw`;
const d = messages.console.draws;

// The known-answer vectors (computed apart from Fanfare's code): a record that truly verifies.
const record: DrawRecordView = {
  campaignId: CAMPAIGN_ID,
  algorithm: "fanfare-draw-v1",
  mode: "AFTER_CAMPAIGN_END",
  seed: vectors.seed,
  seedHash: vectors.seedHash,
  prizeCount: vectors.atEnd.prizeCount,
  winPercent: null,
  entryIds: vectors.entryIds,
  entrantsHash: vectors.entrantsHash,
  entrantsRoot: vectors.merkle.root,
  winnerEntryIds: vectors.atEnd.winnerEntryIds,
  drawnAt: "2026-11-23T00:00:30.000Z",
};
const winner = vectors.atEnd.winnerEntryIds[0] as string;
const loser = vectors.entryIds.find((id) => !vectors.atEnd.winnerEntryIds.includes(id)) as string;

function drawnView(overrides: Partial<OperatorDrawView> = {}): OperatorDrawView {
  return {
    campaignId: CAMPAIGN_ID,
    status: "DRAWN",
    mode: "AFTER_CAMPAIGN_END",
    algorithm: "fanfare-draw-v1",
    startsAt: "2026-11-01T00:00:00.000Z",
    endsAt: "2026-11-23T00:00:00.000Z",
    drawsAfter: null,
    drawnAt: record.drawnAt,
    prizeCount: record.prizeCount,
    winPercent: null,
    seedHash: record.seedHash,
    seed: record.seed,
    entrantsHash: record.entrantsHash,
    entrantsRoot: record.entrantsRoot,
    entrantCount: vectors.entryIds.length,
    winnerCount: vectors.atEnd.winnerEntryIds.length,
    resultMails: { decided: vectors.entryIds.length, mailed: 3 },
    record,
    verification: { status: "verified", checks: [] },
    entrants: {
      items: [
        {
          entryId: winner,
          maskedEmail: "w•••@example.com",
          enteredAt: "2026-11-02T00:00:00.000Z",
          result: "WIN",
          decidedAt: record.drawnAt,
        },
        {
          entryId: loser,
          maskedEmail: null,
          enteredAt: "2026-11-03T00:00:00.000Z",
          result: "FAILED",
          decidedAt: record.drawnAt,
        },
      ],
      page: 1,
      pageSize: 50,
      total: 120,
    },
    ...overrides,
  };
}

const fetchMock = vi.fn<typeof fetch>();
let answer: (url: string) => Response;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  // The downloads carry the operator's zone: fixed here, whatever zone the machine is in.
  vi.spyOn(Intl.DateTimeFormat.prototype, "resolvedOptions").mockReturnValue({
    timeZone: "Asia/Tokyo",
  } as Intl.ResolvedDateTimeFormatOptions);
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.startsWith(`/api/v1/operator/campaigns/${CAMPAIGN_ID}`) && !url.startsWith(DRAW)) {
      return jsonResponse(200, { id: CAMPAIGN_ID, title: { ja: "春のくじ", en: "Spring draw" } });
    }
    return answer(url);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function render() {
  return renderWithApp(<DrawScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
}

/** An element's text (every assertion reads text or attributes: no DOM matchers in this suite). */
const text = (element: Element | null | undefined) => element?.textContent ?? "";
const attr = (element: Element | null | undefined, name: string) => element?.getAttribute(name) ?? null;

describe("the console's draw page", () => {
  it("shows a drawn draw's figures and record, and verifies it in the browser check by check", async () => {
    answer = () => jsonResponse(200, drawnView());
    render();
    expect(text(await screen.findByTestId("draw-winner-count"))).toBe(String(vectors.atEnd.prizeCount));
    expect(text(screen.getByRole("heading", { level: 1 }))).toBe(`${d.title}: Spring draw`);
    expect(text(screen.getByTestId("draw-status"))).toBe(d.status.DRAWN);
    expect(text(screen.getByTestId("draw-entrant-count"))).toBe(String(vectors.entryIds.length));
    expect(text(screen.getByTestId("draw-loser-count"))).toBe(
      String(vectors.entryIds.length - vectors.atEnd.prizeCount),
    );
    const recordFacts = screen.getByTestId("draw-console-record");
    expect(text(recordFacts)).toContain(vectors.seed);
    expect(text(recordFacts)).toContain(vectors.merkle.root);
    // Where it stands: the mails are the step in progress, the draw itself done.
    const steps = within(screen.getByTestId("draw-timeline")).getAllByRole("listitem");
    expect(steps.map((step) => attr(step, "data-state"))).toEqual(["done", "done", "done", "done", "current"]);
    expect(attr(steps[4], "aria-current")).toBe("step");
    expect(text(steps[4])).toContain("3 of 8 sent");

    expect(attr(screen.getByRole("link", { name: d.downloads.winners }), "href")).toBe(
      `/api/v1/operator/campaigns/${CAMPAIGN_ID}/winners.csv?tz=Asia%2FTokyo`,
    );
    expect(attr(screen.getByRole("link", { name: d.downloads.applicants }), "href")).toBe(
      `/api/v1/operator/campaigns/${CAMPAIGN_ID}/applicants.csv?tz=Asia%2FTokyo`,
    );
    const publicRecord = screen.getByRole("link", { name: d.record.publicLink });
    expect(attr(publicRecord, "href")).toBe(`/en/projects/${PROJECT_ID}/${CAMPAIGN_ID}/draw`);
    expect(attr(publicRecord, "target")).toBe("_blank");

    fireEvent.click(screen.getByRole("button", { name: d.verify.button }));
    const result = await screen.findByTestId("draw-console-verification-result");
    expect(attr(result, "data-status")).toBe("verified");
    expect(text(result)).toBe(d.verify.verified);
    const checks = within(screen.getByTestId("draw-console-verification")).getAllByRole("listitem");
    expect(checks.map((check) => [attr(check, "data-check"), attr(check, "data-ok")])).toEqual([
      ["seedHash", "true"],
      ["entrantsHash", "true"],
      ["entrantsRoot", "true"],
      ["winners", "true"],
    ]);
    expect(text(checks[3])).toContain(`${d.verify.checkWinners}: ${d.verify.passed}`);
  });

  it("fails the winners check of a record whose winners were changed, whatever the server said", async () => {
    const changed = { ...record, winnerEntryIds: [loser, ...vectors.atEnd.winnerEntryIds.slice(1)].sort() };
    answer = () => jsonResponse(200, drawnView({ record: changed }));
    render();
    fireEvent.click(await screen.findByRole("button", { name: d.verify.button }));
    const result = await screen.findByTestId("draw-console-verification-result");
    expect(attr(result, "data-status")).toBe("failed");
    const checks = within(screen.getByTestId("draw-console-verification")).getAllByRole("listitem");
    expect(checks.map((check) => [attr(check, "data-check"), attr(check, "data-ok")])).toEqual([
      ["seedHash", "true"],
      ["entrantsHash", "true"],
      ["entrantsRoot", "true"],
      ["winners", "false"],
    ]);
    expect(text(checks[3])).toContain(`${d.verify.checkWinners}: ${d.verify.notPassed}`);
  });

  it("lists entrants with masked e-mails and their results, and pages and filters through the API", async () => {
    answer = () => jsonResponse(200, drawnView());
    render();
    const rows = await screen.findAllByTestId("draw-entrant");
    expect(text(rows[0])).toContain("w•••@example.com");
    expect(text(rows[0])).toContain(d.result.WIN);
    expect(text(rows[1])).toContain(d.entrants.noEmail);
    expect(text(rows[1])).toContain(d.result.FAILED);
    expect(text(screen.getByTestId("draw-entrants-range"))).toBe("1–50 of 120 (page 1 of 3)");
    expect((screen.getByRole("button", { name: d.entrants.previous }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: d.entrants.next }));
    await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`${DRAW}?page=2`));
    fireEvent.change(screen.getByLabelText(d.entrants.filter), { target: { value: "WIN" } });
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(`${DRAW}?page=1&result=WIN`),
    );
  });

  it("before the end says when the draw will run, and offers nothing to verify yet", async () => {
    answer = () =>
      jsonResponse(
        200,
        drawnView({
          status: "WAITING_FOR_END",
          drawsAfter: "2026-11-23T00:00:00.000Z",
          drawnAt: null,
          seed: null,
          entrantsHash: null,
          entrantsRoot: null,
          winnerCount: 0,
          resultMails: { decided: 0, mailed: 0 },
          record: {
            ...record,
            seed: null,
            entryIds: [],
            entrantsHash: null,
            entrantsRoot: null,
            winnerEntryIds: [],
            drawnAt: null,
          },
          verification: null,
        }),
      );
    render();
    expect(text(await screen.findByTestId("draw-lead"))).toContain("within a minute after the campaign ends, at");
    expect(text(screen.getByTestId("draw-status"))).toBe(d.status.WAITING_FOR_END);
    expect(screen.getByText(d.verify.later)).toBeTruthy();
    expect(screen.queryByRole("button", { name: d.verify.button })).toBeNull();
    expect(text(screen.getByTestId("draw-loser-count"))).toBe("—");
  });

  it("says so for a campaign without a draw, and for one of another company", async () => {
    answer = () => jsonResponse(200, drawnView({ status: "NOT_A_DRAW", record: null, mode: null }));
    const first = render();
    expect(await screen.findByText(d.notADraw)).toBeTruthy();
    first.unmount();
    answer = () => jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
    render();
    expect(await screen.findByText(d.notFound)).toBeTruthy();
  });
});
