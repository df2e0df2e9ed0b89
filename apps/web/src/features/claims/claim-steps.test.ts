import { describe, expect, it } from "vitest";
import { isOnTheWay, timelineItems } from "./claim-steps";

const at = "2026-11-22T10:00:00.000Z";
const reached = (...steps: ("CLAIMED" | "QUEUED" | "SENT" | "MINTED" | "TRANSFERRED" | "FAILED")[]) =>
  steps.map((step) => ({ step, at, txHash: null, explorerUrl: null, blockNumber: null, address: null }));

describe("timelineItems", () => {
  it("the steps reached, then those ahead on the way to MINTED", () => {
    const items = timelineItems({ step: "SENT", events: reached("CLAIMED", "QUEUED", "SENT") });
    expect(items.map((i) => [i.step, i.state])).toEqual([
      ["CLAIMED", "done"],
      ["QUEUED", "done"],
      ["SENT", "current"],
      ["MINTED", "upcoming"],
    ]);
  });

  it("a failed claim has nothing ahead; a minted one nothing either", () => {
    expect(
      timelineItems({ step: "FAILED", events: reached("CLAIMED", "QUEUED", "FAILED") }).map((i) => i.state),
    ).toEqual(["done", "done", "failed"]);
    expect(timelineItems({ step: "MINTED", events: reached("CLAIMED", "QUEUED", "SENT", "MINTED") })).toHaveLength(4);
  });

  it("is on its way until minted or failed", () => {
    expect(["CLAIMED", "QUEUED", "SENT"].every((step) => isOnTheWay({ step: step as "SENT" }))).toBe(true);
    expect(["MINTED", "TRANSFERRED", "FAILED"].some((step) => isOnTheWay({ step: step as "SENT" }))).toBe(false);
  });
});
