import { CAMPAIGN_PAGE_STATES } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { campaignAction, newIdempotencyKey } from "./campaign-action";

const fan = { policiesAccepted: false, claims: 0, drawResult: null, contactEmailEntered: false };

describe("campaignAction", () => {
  it("claims or applies when everything is done", () => {
    expect(campaignAction({ state: "NotClaim", rewardKind: "NFT_CLAIM", fan })).toEqual({ type: "claim" });
    expect(campaignAction({ state: "NotClaim", rewardKind: "LUCKY_DRAW", fan })).toEqual({ type: "apply" });
    expect(campaignAction({ state: "Win", rewardKind: "LUCKY_DRAW", fan })).toEqual({ type: "claim" });
  });

  it("sends to the policies first, then to the conditions", () => {
    expect(campaignAction({ state: "NotCompletedConditionYet", rewardKind: "NFT_CLAIM", fan: null })).toEqual({
      type: "policies",
    });
    expect(
      campaignAction({
        state: "NotCompletedConditionYet",
        rewardKind: "NFT_CLAIM",
        fan: { ...fan, policiesAccepted: true },
      }),
    ).toEqual({ type: "conditions" });
  });

  it("offers the contact e-mail while a draw is pending, until it is given", () => {
    expect(campaignAction({ state: "AppliedPleaseWait", rewardKind: "LUCKY_DRAW", fan })).toEqual({
      type: "entry-email",
    });
    expect(
      campaignAction({
        state: "AppliedPleaseWait",
        rewardKind: "LUCKY_DRAW",
        fan: { ...fan, contactEmailEntered: true },
      }),
    ).toEqual({ type: "none" });
  });

  it("has an answer for every state", () => {
    for (const state of CAMPAIGN_PAGE_STATES) {
      expect(campaignAction({ state, rewardKind: "NFT_CLAIM", fan }).type).toBeTypeOf("string");
    }
    expect(campaignAction({ state: "Failed", rewardKind: "LUCKY_DRAW", fan })).toEqual({ type: "lucky-draw-failed" });
    expect(campaignAction({ state: "Claimed", rewardKind: "NFT_CLAIM", fan })).toEqual({ type: "claimed" });
    expect(campaignAction({ state: "LimitReached", rewardKind: "NFT_CLAIM", fan })).toEqual({ type: "none" });
  });
});

describe("newIdempotencyKey", () => {
  it("fits ClaimRequest and differs each time", () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });
});
