import { describe, expect, it } from "vitest";
import { createTestContext, makeCampaign, useTestDatabase } from "../testing";
import { getOperatorCampaign, updateCampaign } from "./update-campaign";

const db = useTestDatabase();

describe("a campaign's chain", () => {
  it("is set at creation (null: the platform's default) and shown to the operator", async () => {
    const { ctx } = createTestContext(db.current);
    const chosen = await makeCampaign(ctx, { chainId: 80002 }, { publish: false });
    const view = await getOperatorCampaign(ctx, chosen.operator, { campaignId: chosen.campaignId });
    expect(view.chainId).toBe(80002);
    const fallback = await makeCampaign(ctx, {}, { publish: false });
    expect((await getOperatorCampaign(ctx, fallback.operator, { campaignId: fallback.campaignId })).chainId).toBeNull();
  });

  it("refuses a chain the platform does not know, and cannot be patched afterwards", async () => {
    const { ctx } = createTestContext(db.current);
    await expect(makeCampaign(ctx, { chainId: 999_999 }, { publish: false })).rejects.toMatchObject({
      issues: [expect.objectContaining({ path: ["chainId"] })],
    });
    const made = await makeCampaign(ctx, {}, { publish: false });
    await expect(
      updateCampaign(ctx, made.operator, { campaignId: made.campaignId, patch: { chainId: 137 } as never }),
    ).rejects.toMatchObject({ issues: [expect.objectContaining({ code: "unrecognized_keys", keys: ["chainId"] })] });
  });
});
