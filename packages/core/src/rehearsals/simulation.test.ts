import { describe, expect, it } from "vitest";
import { DRAW_ALGORITHMS } from "../draws/draw-algorithms";
import { type SimulatedCampaign, type SimulationOptions, seededRandom, simulateCampaign } from "./simulation";

const v1 = DRAW_ALGORITHMS["fanfare-draw-v1"];
const HOUR = 3_600_000;
const start = new Date("2026-12-01T00:00:00Z");
const at = (hours: number) => new Date(start.getTime() + hours * HOUR);

const campaign: SimulatedCampaign = {
  rewardKind: "NFT_CLAIM",
  rewardTiming: null,
  startsAt: start,
  endsAt: at(100),
  distributionStartsAt: start,
  distributionEndsAt: at(200),
  totalSupply: 1000,
  perFanLimit: 1,
  prizeCount: null,
  winPercent: null,
  conditions: [{ id: "c1", type: "NONE" }],
  nfts: [{ key: "main", supply: null }],
};
const options: SimulationOptions = {
  fans: 1000,
  seed: "s",
  arrival: "UNIFORM",
  conditionRates: [1],
  participationRate: 1,
  claimsPerFan: 1,
  languageShares: { ja: 1, en: 1, fr: 1, th: 1 },
};

describe("the rehearsal's simulation", () => {
  it("draws numbers in [0, 1), the same from the same seed", () => {
    const [a, b] = [seededRandom("x"), seededRandom("x")];
    const first = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(first);
    expect(first.every((n) => n >= 0 && n < 1)).toBe(true);
    expect(seededRandom("y")()).not.toBe(first[0]);
  });

  it("fans who came before the distribution claim when it opens, in arrival order", () => {
    const result = simulateCampaign({ ...campaign, distributionStartsAt: at(50), totalSupply: 10 }, options, v1);
    // Half of the fans arrive in the first 50 hours, far more than the supply: all ten claim at the opening.
    expect(result.claimTimes).toEqual(new Array(10).fill(at(50).getTime()));
    expect(result.supply.runOutAt).toEqual(at(50));
    expect(result.supply.runOutAfterArrivals).toBe(10);
  });

  it("refuses claims once the distribution is over, and stops each NFT at its own supply", () => {
    const closed = simulateCampaign({ ...campaign, distributionEndsAt: at(0) }, options, v1);
    expect(closed.claims).toEqual({ made: 0, refusedSupply: 0, refusedLimit: 0, refusedWindow: 1000 });
    const nftSupply = simulateCampaign({ ...campaign, nfts: [{ key: "main", supply: 7 }] }, options, v1);
    expect(nftSupply.claims).toMatchObject({ made: 7, refusedSupply: 993 });
    expect(nftSupply.supply.nfts[0]).toMatchObject({ key: "main", supply: 7, issued: 7 });
    expect(nftSupply.supply.nfts[0]?.runOutAt).toEqual(new Date(nftSupply.claimTimes[6] ?? 0));
    // The campaign's supply is not all given: it did not run out.
    expect(nftSupply.supply.runOutAt).toBeNull();
  });

  it("gives every fan a language from the shares", () => {
    const result = simulateCampaign(campaign, { ...options, languageShares: { ja: 0, en: 0, fr: 0, th: 1 } }, v1);
    expect(result.signInsByLocale).toEqual({ ja: 0, en: 0, fr: 0, th: 1000 });
  });

  it("DROP brings half of the fans in the window's first tenth, UNIFORM about a tenth", () => {
    const drop = simulateCampaign(
      { ...campaign, totalSupply: 20_000 },
      { ...options, arrival: "DROP", fans: 20_000 },
      v1,
    );
    const early = drop.claimTimes.filter((t) => t < at(10).getTime()).length / 20_000;
    expect(early).toBeGreaterThan(0.48);
    expect(early).toBeLessThan(0.52);
    const uniform = simulateCampaign({ ...campaign, totalSupply: 20_000 }, { ...options, fans: 20_000 }, v1);
    const share = uniform.claimTimes.filter((t) => t < at(10).getTime()).length / 20_000;
    expect(share).toBeGreaterThan(0.08);
    expect(share).toBeLessThan(0.12);
  });
});
