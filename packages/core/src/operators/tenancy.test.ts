import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCampaign } from "../campaigns/create-campaign";
import {
  getOperatorCampaign,
  listOperatorCampaigns,
  setCampaignStatus,
  updateCampaign,
} from "../campaigns/update-campaign";
import { claim } from "../claims/claim";
import { deleteCompany } from "../companies/create-company";
import { generateCodes } from "../conditions/generate-codes";
import type { Database } from "../db/client";
import { collectCsv } from "../exports/csv-export";
import { exportClaims } from "../exports/export-claims";
import { exportDrawEntries } from "../exports/export-draw-entries";
import { getProject, listProjects } from "../projects/list-projects";
import { getOperatorProject, listOperatorProjects, publishProject, updateProject } from "../projects/update-project";
import {
  campaignDefinition,
  createTestContext,
  createTestDatabase,
  makeCampaign,
  makeOperator,
  makeParticipant,
} from "../testing";
import { requireOperator } from "./require-operator";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("operators are scoped to their company", () => {
  it("another company's projects, campaigns, codes and exports answer request-E1004, as if absent", async () => {
    const { ctx } = createTestContext(database);
    const mine = await makeCampaign(ctx, { conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }] });
    const intruder = await makeOperator(ctx, "Other label");
    const notFound = { code: "request-E1004" };
    const { campaignId, projectId } = mine;
    const conditionId = mine.conditionIds[0] ?? "";

    await expect(getOperatorProject(ctx, intruder, { projectId })).rejects.toMatchObject(notFound);
    await expect(
      updateProject(ctx, intruder, { projectId, patch: { name: { ja: "乗っ取り" } } }),
    ).rejects.toMatchObject(notFound);
    await expect(publishProject(ctx, intruder, { projectId })).rejects.toMatchObject(notFound);
    await expect(
      createCampaign(ctx, intruder, { projectId, definition: campaignDefinition(ctx) }),
    ).rejects.toMatchObject(notFound);
    await expect(getOperatorCampaign(ctx, intruder, { campaignId })).rejects.toMatchObject(notFound);
    await expect(updateCampaign(ctx, intruder, { campaignId, patch: { title: { ja: "x" } } })).rejects.toMatchObject(
      notFound,
    );
    await expect(setCampaignStatus(ctx, intruder, { campaignId, status: "END" })).rejects.toMatchObject(notFound);
    await expect(generateCodes(ctx, intruder, { conditionId, count: 1 })).rejects.toMatchObject(notFound);
    await expect(exportClaims(ctx, intruder, { campaignId })).rejects.toMatchObject(notFound);
    await expect(exportDrawEntries(ctx, intruder, { campaignId, winnersOnly: false })).rejects.toMatchObject(notFound);
    expect(await listOperatorProjects(ctx, intruder)).toEqual([]);
    expect(await listOperatorCampaigns(ctx, intruder, { projectId })).toEqual([]);

    // the owner still can, and nothing changed
    expect((await getOperatorProject(ctx, mine.operator, { projectId })).name.ja).toBe("プロジェクト");
    expect((await listOperatorCampaigns(ctx, mine.operator, { projectId })).map((c) => c.id)).toEqual([campaignId]);
  });

  it("the reward kind of a published campaign is fixed; claims export as CSV", async () => {
    const { ctx } = createTestContext(database);
    const { operator, campaignId } = await makeCampaign(ctx);
    await expect(
      updateCampaign(ctx, operator, {
        campaignId,
        patch: { rewardKind: "LUCKY_DRAW", rewardTiming: "AFTER_CAMPAIGN_END", prizeCount: 1 },
      }),
    ).rejects.toMatchObject({ code: "campaignEdit-E2007" });
    const updated = await updateCampaign(ctx, operator, { campaignId, patch: { title: { ja: "新しい", en: "New" } } });
    expect(updated.title).toEqual({ ja: "新しい", en: "New" });
    const fanId = await makeParticipant(ctx, campaignId);
    const claimed = await claim(ctx, { fanId, campaignId, idempotencyKey: "csv-claim-1" });
    const csv = await collectCsv(await exportClaims(ctx, operator, { campaignId }));
    expect(csv.split("\r\n")[0]).toBe("\uFEFFclaim_id,user_id,email,nft,sequence,claimed_at,mint_status");
    expect(csv).toContain(`${claimed.claimId},${fanId},`);
    expect(csv).toContain(",main,1,");
  });

  it("a deleted company: fans get E12001 on its pages, its operators lose access", async () => {
    const { ctx } = createTestContext(database);
    const { operator, projectId } = await makeCampaign(ctx);
    expect((await listProjects(ctx)).map((p) => p.id)).toContain(projectId);
    await deleteCompany(ctx, { companyId: operator.companyId });
    await expect(getProject(ctx, { projectId, fanCountry: "JP" })).rejects.toMatchObject({ code: "E12001" });
    expect((await listProjects(ctx)).map((p) => p.id)).not.toContain(projectId);
    await expect(requireOperator(ctx, operator.userId)).rejects.toMatchObject({ code: "request-E1004" });
  });
});
