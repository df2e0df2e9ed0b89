import type { CampaignSummary } from "@fanfare/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { campaignPhase, compareCampaignsForFans, sortCampaignsForFans } from "./campaign-order";

type Row = Pick<CampaignSummary, "id" | "startsAt" | "publishStatus" | "timeStatus">;

const row = (id: string, startsAt: string, status: Partial<Row> = {}): Row => ({
  id,
  startsAt,
  publishStatus: "PUBLISH",
  timeStatus: null,
  ...status,
});

describe("the fans' order of a project's campaigns", () => {
  it("tells open, coming soon and ended apart; an operator's END is ended whatever the clock says", () => {
    expect(campaignPhase({ publishStatus: "PUBLISH", timeStatus: null })).toBe("open");
    expect(campaignPhase({ publishStatus: "PUBLISH", timeStatus: "COMING_SOON" })).toBe("coming-soon");
    expect(campaignPhase({ publishStatus: "PUBLISH", timeStatus: "ENDED" })).toBe("ended");
    expect(campaignPhase({ publishStatus: "END", timeStatus: null })).toBe("ended");
    expect(campaignPhase({ publishStatus: "END", timeStatus: "COMING_SOON" })).toBe("ended");
  });

  it("puts open campaigns first, then coming soon, then ended, each by start", () => {
    const ended = row("a0000000-0000-4000-8000-000000000001", "2025-06-01T00:00:00.000Z", { timeStatus: "ENDED" });
    const closedEarly = row("a0000000-0000-4000-8000-000000000002", "2026-01-05T00:00:00.000Z", {
      publishStatus: "END",
    });
    const soon = row("a0000000-0000-4000-8000-000000000003", "2026-03-01T00:00:00.000Z", {
      timeStatus: "COMING_SOON",
    });
    const later = row("a0000000-0000-4000-8000-000000000004", "2026-04-01T00:00:00.000Z", {
      timeStatus: "COMING_SOON",
    });
    const openOld = row("a0000000-0000-4000-8000-000000000005", "2026-01-01T00:00:00.000Z");
    const openNew = row("a0000000-0000-4000-8000-000000000006", "2026-02-01T00:00:00.000Z");
    const sorted = sortCampaignsForFans([ended, later, openNew, closedEarly, soon, openOld]);
    expect(sorted.map((c) => c.id)).toEqual([openOld, openNew, soon, later, ended, closedEarly].map((c) => c.id));
  });

  it("breaks a tie of the same start by id, so the order never depends on the database's whim", () => {
    const start = "2026-01-01T00:00:00.000Z";
    const b = row("b0000000-0000-4000-8000-000000000000", start);
    const a = row("a0000000-0000-4000-8000-000000000000", start);
    const c = row("c0000000-0000-4000-8000-000000000000", start);
    expect(sortCampaignsForFans([b, c, a]).map((x) => x.id)).toEqual([a.id, b.id, c.id]);
    expect(sortCampaignsForFans([c, a, b]).map((x) => x.id)).toEqual([a.id, b.id, c.id]);
  });

  it("leaves the input as it was", () => {
    const list = [row("b", "2026-01-02T00:00:00.000Z"), row("a", "2026-01-01T00:00:00.000Z")];
    sortCampaignsForFans(list);
    expect(list.map((c) => c.id)).toEqual(["b", "a"]);
  });

  it("gives one order for every arrangement of the same campaigns (a total order)", () => {
    const phases = fc.constantFrom<Partial<Row>>(
      {},
      { timeStatus: "COMING_SOON" },
      { timeStatus: "ENDED" },
      { publishStatus: "END" },
    );
    const campaign = fc
      .record({
        id: fc.uuid(),
        // A handful of starts, so ties are common.
        start: fc.integer({ min: 0, max: 3 }),
        phase: phases,
      })
      .map(({ id, start, phase }) => row(id, new Date(Date.UTC(2026, 0, 1 + start)).toISOString(), phase));
    const listAndShuffle = fc
      .uniqueArray(campaign, { selector: (c) => c.id, maxLength: 12 })
      .chain((list) =>
        fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length })),
      );
    fc.assert(
      fc.property(listAndShuffle, ([list, shuffled]) => {
        const sorted = sortCampaignsForFans(list);
        expect(sortCampaignsForFans(shuffled)).toEqual(sorted);
        for (let i = 1; i < sorted.length; i += 1) {
          expect(compareCampaignsForFans(sorted[i - 1] as Row, sorted[i] as Row)).toBeLessThan(0);
        }
      }),
    );
  });
});
