import { describe, expect, it } from "vitest";
import { generateCodes } from "../conditions/generate-codes";
import { campaignDefinition, createTestContext, makeCampaign, makeOperator, useTestDatabase } from "../testing";
import { createCampaign } from "./create-campaign";
import { listOperatorCampaigns } from "./update-campaign";

const db = useTestDatabase();
const text = (s: string) => ({ ja: s, en: s });

describe("listOperatorCampaigns", () => {
  it("gives each campaign of the project its own NFTs, conditions and code counts, earliest start first", async () => {
    const { ctx } = createTestContext(db.current);
    const first = await makeCampaign(ctx, {
      nfts: [{ key: "early", name: text("Early"), description: text("Early"), imageUrl: "/demo/nft.png" }],
      conditions: [{ type: "SPECIFY_MULTIPLE_CODES", codes: [{ code: "EARLY-ONE" }, { code: "EARLY-TWO" }] }],
    });
    const later = new Date(ctx.clock.now().getTime() + 3_600_000).toISOString();
    const second = await createCampaign(ctx, first.operator, {
      projectId: first.projectId,
      definition: campaignDefinition(ctx, {
        startsAt: later,
        nfts: [
          { key: "late-a", name: text("A"), description: text("A"), imageUrl: "/demo/nft.png" },
          { key: "late-b", name: text("B"), description: text("B"), imageUrl: "/demo/nft.png" },
        ],
        conditions: [{ type: "NONE" }, { type: "WALLET_ADDRESS_RECEIVED" }],
      }),
    });
    await generateCodes(ctx, first.operator, { conditionId: first.conditionIds[0] ?? "", count: 3 });

    const views = await listOperatorCampaigns(ctx, first.operator, { projectId: first.projectId });
    expect(views.map((v) => v.id)).toEqual([first.campaignId, second.id]);
    const [early, late] = views;
    expect(early?.nfts.map((n) => n.key)).toEqual(["early"]);
    expect(early?.conditions.map((c) => c.type)).toEqual(["SPECIFY_MULTIPLE_CODES"]);
    expect(early?.conditions[0]).toMatchObject({ codes: { total: 5, used: 0 } });
    expect(late?.nfts.map((n) => n.key)).toEqual(["late-a", "late-b"]);
    expect(late?.conditions.map((c) => c.type)).toEqual(["NONE", "WALLET_ADDRESS_RECEIVED"]);
  });

  it("lists nothing of another company's project", async () => {
    const { ctx } = createTestContext(db.current);
    const made = await makeCampaign(ctx);
    const stranger = await makeOperator(ctx);
    expect(await listOperatorCampaigns(ctx, stranger, { projectId: made.projectId })).toEqual([]);
  });
});
