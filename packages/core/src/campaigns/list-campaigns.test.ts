import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { campaignDefinition, createTestContext, createTestDatabase, makeCampaign } from "../testing";
import { createCampaign } from "./create-campaign";
import { listCampaigns } from "./list-campaigns";
import { setCampaignStatus } from "./update-campaign";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const HOUR = 3_600_000;

describe("listCampaigns", () => {
  it("lists open campaigns first, then coming soon, then ended; same start by id; never one in the making", async () => {
    const { ctx } = createTestContext(database);
    const now = ctx.clock.now().getTime();
    const iso = (hours: number) => new Date(now + hours * HOUR).toISOString();
    const window = (start: number, end: number) => ({
      startsAt: iso(start),
      endsAt: iso(end),
      distributionStartsAt: iso(start),
      distributionEndsAt: iso(end + 24),
    });
    const title = (name: string) => ({ title: { ja: name, en: name } });
    // The first campaign brings the project; the others join it.
    const first = await makeCampaign(ctx, { ...title("ended"), ...window(-24 * 60, -24 * 30) });
    const add = async (name: string, hours: [number, number], publish = true) => {
      const created = await createCampaign(ctx, first.operator, {
        projectId: first.projectId,
        definition: campaignDefinition(ctx, { ...title(name), ...window(...hours) }),
      });
      if (publish) await setCampaignStatus(ctx, first.operator, { campaignId: created.id, status: "PUBLISH" });
      return created.id;
    };
    const openA = await add("open A", [-48, 24 * 10]);
    const openB = await add("open B", [-48, 24 * 10]);
    await add("coming later", [24 * 14, 24 * 30]);
    await add("coming", [24 * 7, 24 * 30]);
    await add("open earlier", [-72, 24 * 5]);
    await add("in the making", [-72, 24 * 5], false);
    const closedEarlyId = await add("closed early", [-96, 24 * 5]);
    await setCampaignStatus(ctx, first.operator, { campaignId: closedEarlyId, status: "END" });

    const listed = await listCampaigns(ctx, { projectId: first.projectId });
    const [tieFirst, tieSecond] = [openA, openB].sort();
    const name = (id: string | undefined) => listed.find((c) => c.id === id)?.title.en;
    expect(listed.map((c) => c.title.en)).toEqual([
      "open earlier",
      name(tieFirst),
      name(tieSecond),
      "coming",
      "coming later",
      "ended",
      "closed early",
    ]);
  });
  it("shows a campaign's own image, else its first NFT's", async () => {
    const { ctx } = createTestContext(database);
    const nft = (key: string, imageUrl: string) => ({ key, name: { ja: key }, description: { ja: key }, imageUrl });
    const own = await makeCampaign(ctx, {
      imageSource: "CUSTOM_IMAGE",
      imageUrl: "/demo/own-art.png",
      nfts: [nft("a", "/demo/nft-a.png")],
    });
    const created = await createCampaign(ctx, own.operator, {
      projectId: own.projectId,
      definition: campaignDefinition(ctx, {
        imageSource: "NFT_IMAGE",
        nfts: [nft("first", "/demo/nft-first.png"), nft("second", "/demo/nft-second.png")],
      }),
    });
    await setCampaignStatus(ctx, own.operator, { campaignId: created.id, status: "PUBLISH" });

    const listed = await listCampaigns(ctx, { projectId: own.projectId });
    expect(listed.find((c) => c.id === own.id)?.imageUrl).toBe("/demo/own-art.png");
    expect(listed.find((c) => c.id === created.id)?.imageUrl).toBe("/demo/nft-first.png");
  });
});
