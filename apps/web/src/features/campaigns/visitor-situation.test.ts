import { describe, expect, it } from "vitest";
import { visitorSituation } from "./visitor-situation";

const NOW = Date.parse("2027-01-10T00:00:00Z");
const later = "2027-01-11T00:00:00Z";
const earlier = "2027-01-09T00:00:00Z";

describe("visitorSituation", () => {
  it("follows the state while the campaign is open or has not started", () => {
    const open = { rewardKind: "NFT_CLAIM", distributionEndsAt: later } as const;
    expect(visitorSituation({ ...open, state: "NotCompletedConditionYet" }, NOW)).toBe("open");
    expect(visitorSituation({ ...open, state: "ComingSoon" }, NOW)).toBe("coming-soon");
    expect(visitorSituation({ ...open, state: "LimitReached" }, NOW)).toBe("ended");
  });

  it("tells whoever took part that a result or a claim may be waiting while the distribution runs", () => {
    expect(
      visitorSituation({ state: "DistributionExpired", rewardKind: "LUCKY_DRAW", distributionEndsAt: later }, NOW),
    ).toBe("result-waiting");
    expect(
      visitorSituation({ state: "DistributionExpired", rewardKind: "NFT_CLAIM", distributionEndsAt: later }, NOW),
    ).toBe("claim-waiting");
  });

  it("says ended once nothing can be received any more", () => {
    for (const rewardKind of ["LUCKY_DRAW", "NFT_CLAIM"] as const) {
      expect(visitorSituation({ state: "DistributionExpired", rewardKind, distributionEndsAt: earlier }, NOW)).toBe(
        "ended",
      );
    }
  });
});
