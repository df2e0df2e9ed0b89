import { CAMPAIGN_PAGE_STATES, LUCKY_DRAW_RESULTS } from "@fanfare/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  campaignPageState,
  EMPTY_PROGRESS,
  type StateCampaign,
  type StateProgress,
  timeStatus,
} from "./campaign-page-state";

const H = 3_600_000;
const T0 = Date.parse("2027-01-10T00:00:00Z");
const at = (hours: number) => new Date(T0 + hours * H);

/** Participation 0h–100h, distribution 0h–200h, supply 10 of which 3 claimed, one per fan. */
const claimCampaign: StateCampaign = {
  publishStatus: "PUBLISH",
  startsAt: at(0),
  endsAt: at(100),
  distributionStartsAt: at(0),
  distributionEndsAt: at(200),
  rewardKind: "NFT_CLAIM",
  rewardTiming: null,
  totalSupply: 10,
  claimedCount: 3,
  perFanLimit: 1,
  prizeCount: null,
  winnerCount: 0,
};
const afterEndDraw: StateCampaign = {
  ...claimCampaign,
  rewardKind: "LUCKY_DRAW",
  rewardTiming: "AFTER_CAMPAIGN_END",
  prizeCount: 5,
  claimedCount: 0,
};
const instantDraw: StateCampaign = { ...afterEndDraw, rewardTiming: "UPON_COMPLETION_OF_APPLICATION" };
const done: StateProgress = { ...EMPTY_PROGRESS, policiesAccepted: true, allConditionsCompleted: true };
const state = (c: StateCampaign, p: StateProgress, hours: number) => campaignPageState(c, p, at(hours));

describe("campaign page state: each state and the transitions into it", () => {
  it("ComingSoon before the start and while not published; the start moves it on", () => {
    expect(state(claimCampaign, EMPTY_PROGRESS, -1)).toBe("ComingSoon");
    expect(state({ ...claimCampaign, publishStatus: "MAKING" }, done, 10)).toBe("ComingSoon");
    expect(state(claimCampaign, EMPTY_PROGRESS, 0)).toBe("NotCompletedConditionYet");
  });

  it("NotCompletedConditionYet → NotClaim once policies are accepted and every condition is done", () => {
    expect(state(claimCampaign, { ...EMPTY_PROGRESS, allConditionsCompleted: true }, 1)).toBe(
      "NotCompletedConditionYet",
    );
    expect(state(claimCampaign, { ...EMPTY_PROGRESS, policiesAccepted: true }, 1)).toBe("NotCompletedConditionYet");
    expect(state(claimCampaign, done, 1)).toBe("NotClaim");
  });

  it("NotClaim → Claimed by claiming up to the per-fan limit (and Claimed stays, even after expiry)", () => {
    expect(state(claimCampaign, { ...done, claims: 1 }, 1)).toBe("Claimed");
    const twice = { ...claimCampaign, perFanLimit: 2 };
    expect(state(twice, { ...done, claims: 1 }, 1)).toBe("NotClaim");
    expect(state(twice, { ...done, claims: 2 }, 1)).toBe("Claimed");
    expect(state(claimCampaign, { ...done, claims: 1 }, 500)).toBe("Claimed");
    expect(state({ ...claimCampaign, claimedCount: 10 }, { ...done, claims: 1 }, 1)).toBe("Claimed");
  });

  it("LimitReached when the supply is used up, for fans who have not claimed", () => {
    const soldOut = { ...claimCampaign, claimedCount: 10 };
    expect(state(soldOut, done, 1)).toBe("LimitReached");
    expect(state(soldOut, EMPTY_PROGRESS, 1)).toBe("LimitReached");
  });

  it("DistributionExpired: after the distribution window, when ended, or after the end with nothing open", () => {
    expect(state(claimCampaign, done, 200)).toBe("DistributionExpired");
    expect(state({ ...claimCampaign, publishStatus: "END" }, done, 1)).toBe("DistributionExpired");
    expect(state(claimCampaign, EMPTY_PROGRESS, 100)).toBe("DistributionExpired");
    // conditions done before the end: the claim stays open until the distribution ends
    expect(state(claimCampaign, done, 150)).toBe("NotClaim");
    expect(state(claimCampaign, done, 199.99)).toBe("NotClaim");
  });

  it("RejectPermission and HasNotHashtag come before the generic NotCompletedConditionYet", () => {
    expect(state(claimCampaign, { ...EMPTY_PROGRESS, permissionRejected: true, hashtagMissing: true }, 1)).toBe(
      "RejectPermission",
    );
    expect(state(claimCampaign, { ...EMPTY_PROGRESS, hashtagMissing: true }, 1)).toBe("HasNotHashtag");
  });

  it("after-end draw: NotClaim (apply) → AppliedPleaseWait → Win → Claimed, or → Failed", () => {
    expect(state(afterEndDraw, done, 1)).toBe("NotClaim");
    const applied = { ...done, drawResult: "COMPLETED_CONDITION" as const };
    expect(state(afterEndDraw, applied, 1)).toBe("AppliedPleaseWait");
    expect(state(afterEndDraw, applied, 100)).toBe("AppliedPleaseWait"); // the end passed, not drawn yet
    expect(state(afterEndDraw, { ...done, drawResult: "WIN" }, 101)).toBe("Win");
    expect(state(afterEndDraw, { ...done, drawResult: "WIN", claims: 1 }, 101)).toBe("Claimed");
    expect(state(afterEndDraw, { ...done, drawResult: "FAILED" }, 101)).toBe("Failed");
    expect(state(afterEndDraw, { ...done, drawResult: "FAILED" }, 500)).toBe("Failed");
    // a winner who lets the distribution window pass
    expect(state(afterEndDraw, { ...done, drawResult: "WIN" }, 200)).toBe("DistributionExpired");
    // a fan who never applied, after the end
    expect(state(afterEndDraw, done, 100)).toBe("DistributionExpired");
  });

  it("an after-end draw is never LimitReached (everyone may apply); an instant one is, once every prize is won", () => {
    expect(state({ ...afterEndDraw, winnerCount: 5 }, done, 1)).toBe("NotClaim");
    expect(state({ ...instantDraw, winnerCount: 5 }, done, 1)).toBe("LimitReached");
    expect(state({ ...instantDraw, winnerCount: 5 }, { ...done, drawResult: "WIN" }, 1)).toBe("Win");
    expect(state({ ...instantDraw, winnerCount: 4 }, done, 1)).toBe("NotClaim");
  });

  it("time status: COMING_SOON, running, ENDED", () => {
    expect(timeStatus(claimCampaign, at(-1))).toBe("COMING_SOON");
    expect(timeStatus(claimCampaign, at(50))).toBeNull();
    expect(timeStatus(claimCampaign, at(100))).toBe("ENDED");
  });
});

// ---- properties ------------------------------------------------------------------------------------

/** The generated reward kinds: a claim, a draw at the end, an instant draw. */
const REWARD_TIMING_OF = {
  CLAIM: null,
  AFTER: "AFTER_CAMPAIGN_END",
  INSTANT: "UPON_COMPLETION_OF_APPLICATION",
} as const;

const arbCampaign = fc
  .record({
    publishStatus: fc.constantFrom("MAKING", "PUBLISH", "END" as const),
    start: fc.integer({ min: -50, max: 50 }),
    length: fc.integer({ min: 1, max: 100 }),
    distStartOffset: fc.integer({ min: -20, max: 20 }),
    distLength: fc.integer({ min: 1, max: 300 }),
    kind: fc.constantFrom("CLAIM", "AFTER", "INSTANT"),
    totalSupply: fc.integer({ min: 1, max: 20 }),
    claimedFraction: fc.double({ min: 0, max: 1, noNaN: true }),
    perFanLimit: fc.integer({ min: 1, max: 3 }),
    winnerFraction: fc.double({ min: 0, max: 1, noNaN: true }),
  })
  .map((r): StateCampaign => {
    const prizeCount = r.kind === "CLAIM" ? null : Math.max(1, Math.floor(r.totalSupply / 2));
    return {
      publishStatus: r.publishStatus as StateCampaign["publishStatus"],
      startsAt: at(r.start),
      endsAt: at(r.start + r.length),
      distributionStartsAt: at(r.start + r.distStartOffset),
      distributionEndsAt: at(r.start + r.distStartOffset + r.distLength),
      rewardKind: r.kind === "CLAIM" ? "NFT_CLAIM" : "LUCKY_DRAW",
      rewardTiming: REWARD_TIMING_OF[r.kind],
      totalSupply: r.totalSupply,
      claimedCount: Math.floor(r.claimedFraction * r.totalSupply),
      perFanLimit: r.perFanLimit,
      prizeCount,
      winnerCount: prizeCount ? Math.floor(r.winnerFraction * prizeCount) : 0,
    };
  });
const arbProgress = fc.record({
  claims: fc.integer({ min: 0, max: 3 }),
  policiesAccepted: fc.boolean(),
  allConditionsCompleted: fc.boolean(),
  drawResult: fc.constantFrom(null, ...LUCKY_DRAW_RESULTS),
  permissionRejected: fc.boolean(),
  hashtagMissing: fc.boolean(),
});
const arbHour = fc.double({ min: -100, max: 600, noNaN: true });

describe("campaign page state: properties", () => {
  it("always exactly one of the spec's states, and deterministic", () => {
    fc.assert(
      fc.property(arbCampaign, arbProgress, arbHour, (c, p, h) => {
        const s = state(c, p, h);
        expect(CAMPAIGN_PAGE_STATES).toContain(s);
        expect(state(c, p, h)).toBe(s);
      }),
    );
  });

  it("precedence: before the start always ComingSoon; after it, a fan at their limit always Claimed", () => {
    fc.assert(
      fc.property(arbCampaign, arbProgress, arbHour, (c, p, h) => {
        const s = state(c, p, h);
        const started = c.publishStatus !== "MAKING" && at(h) >= c.startsAt;
        if (!started) expect(s).toBe("ComingSoon");
        else if (p.claims >= c.perFanLimit) expect(s).toBe("Claimed");
        else if (p.drawResult === "FAILED") expect(s).toBe("Failed");
      }),
    );
  });

  it("NotClaim only when everything is done, within the window, with supply left", () => {
    fc.assert(
      fc.property(arbCampaign, arbProgress, arbHour, (c, p, h) => {
        if (state(c, p, h) !== "NotClaim") return;
        expect(p.policiesAccepted && p.allConditionsCompleted).toBe(true);
        expect(at(h) < c.distributionEndsAt).toBe(true);
        expect(p.claims).toBeLessThan(c.perFanLimit);
        if (c.rewardKind === "NFT_CLAIM") expect(c.claimedCount).toBeLessThan(c.totalSupply);
        expect(p.drawResult).toBeNull();
      }),
    );
  });

  it("the clock only moves forward through the states: ComingSoon never returns, DistributionExpired never leaves", () => {
    fc.assert(
      fc.property(arbCampaign, arbProgress, arbHour, arbHour, (c, p, h1, h2) => {
        const [early, late] = h1 <= h2 ? [h1, h2] : [h2, h1];
        const first = state(c, p, early);
        const second = state(c, p, late);
        if (first !== "ComingSoon") expect(second).not.toBe("ComingSoon");
        if (first === "DistributionExpired") expect(second).toBe("DistributionExpired");
      }),
    );
  });

  it("more progress never moves a fan back to NotCompletedConditionYet", () => {
    fc.assert(
      fc.property(arbCampaign, arbProgress, arbHour, (c, p, h) => {
        const completed = { ...p, policiesAccepted: true, allConditionsCompleted: true };
        expect(state(c, completed, h)).not.toBe("NotCompletedConditionYet");
      }),
    );
  });
});
