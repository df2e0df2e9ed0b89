import type { CampaignDetail, ConditionView } from "@fanfare/protocol";

// Test data for the campaign screens' tests (not a test file itself, so check-messages ignores it).

export const PROJECT_ID = "11111111-1111-4111-8111-111111111111";
export const CAMPAIGN_ID = "22222222-2222-4222-8222-222222222222";

export function conditionView(overrides: Partial<ConditionView> = {}): ConditionView {
  return {
    id: "33333333-3333-4333-8333-333333333333",
    position: 0,
    type: "SPECIFY_MULTIPLE_CODES",
    tab: "common",
    slug: "specify-multiple-codes",
    index: 1,
    completed: false,
    proof: "CODE",
    provider: null,
    survey: null,
    codeMaxLength: 64,
    walletAddress: null,
    social: null,
    ...overrides,
  };
}

export function campaignDetail(overrides: Partial<CampaignDetail> = {}): CampaignDetail {
  return {
    id: CAMPAIGN_ID,
    projectId: PROJECT_ID,
    title: { ja: "シリアルコード", en: "Serial codes" },
    description: { ja: "説明", en: "Each code works once." },
    imageUrl: null,
    startsAt: "2026-11-01T00:00:00.000Z",
    endsAt: "2026-12-01T00:00:00.000Z",
    distributionStartsAt: "2026-11-01T00:00:00.000Z",
    distributionEndsAt: "2026-12-31T00:00:00.000Z",
    publishStatus: "PUBLISH",
    timeStatus: null,
    rewardKind: "NFT_CLAIM",
    theme: "dark",
    links: [],
    imageSource: "NFT_IMAGE",
    effect: "CONFETTI",
    effectImageUrl: null,
    rewardTiming: null,
    totalSupply: 100,
    claimedCount: 3,
    perFanLimit: 1,
    prizeCount: null,
    drawSeedHash: null,
    nfts: [],
    conditions: [conditionView()],
    state: "NotCompletedConditionYet",
    fan: { policiesAccepted: false, claims: 0, drawResult: null, contactEmailEntered: false },
    ...overrides,
  };
}
