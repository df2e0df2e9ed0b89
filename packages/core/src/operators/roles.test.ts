import { describe, expect, it } from "vitest";
import { listAuditEvents } from "../audit/list-audit-events";
import { createCampaign } from "../campaigns/create-campaign";
import { getOperatorCampaign, setCampaignStatus, updateCampaign } from "../campaigns/update-campaign";
import { createChannel, getOperatorChannel, updateChannel } from "../channels/manage-channels";
import { createContent, deleteContent, updateContent } from "../channels/manage-contents";
import { uploadAsset } from "../channels/upload-asset";
import { generateCodes } from "../conditions/generate-codes";
import { collectCsv } from "../exports/csv-export";
import { exportClaims } from "../exports/export-claims";
import { createProject } from "../projects/create-project";
import { getOperatorProject, publishProject, updateProject } from "../projects/update-project";
import { campaignDefinition, createTestContext, makeCampaign, useTestDatabase } from "../testing";
import { addOperator } from "./add-operator";
import { listMembers } from "./list-members";
import { type Operator, operatorMay, requireOperator } from "./require-operator";

const db = useTestDatabase();
const t = (ja: string) => ({ ja, en: ja });
const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");

describe("the role rule", () => {
  it("owners do everything, editors all but members, viewers only read", () => {
    expect(["OWNER", "EDITOR", "VIEWER"].map((r) => operatorMay(r as Operator["role"], "read"))).toEqual([
      true,
      true,
      true,
    ]);
    expect(["OWNER", "EDITOR", "VIEWER"].map((r) => operatorMay(r as Operator["role"], "write"))).toEqual([
      true,
      true,
      false,
    ]);
    expect(["OWNER", "EDITOR", "VIEWER"].map((r) => operatorMay(r as Operator["role"], "members"))).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("a viewer is refused every write verb with operator-E2001 and changes nothing; it reads everything", async () => {
    const { ctx } = createTestContext(db.current);
    const made = await makeCampaign(ctx, { conditions: [{ type: "SPECIFY_MULTIPLE_CODES" }] }, { publish: false });
    const { operator: owner, projectId, campaignId } = made;
    const conditionId = made.conditionIds[0] ?? "";
    const channel = await createChannel(ctx, owner, {
      projectId,
      definition: { title: t("チャンネル"), description: t("説明") },
    });
    const content = await createContent(ctx, owner, {
      channelId: channel.id,
      definition: {
        kind: "ARTICLE",
        title: t("記事"),
        body: t("<p>本文</p>"),
        publishAt: ctx.clock.now().toISOString(),
      },
    });
    const { userId } = await addOperator(ctx, {
      companyId: owner.companyId,
      email: `viewer-${Date.now().toString(36)}@example.com`,
      role: "VIEWER",
    });
    const viewer = await requireOperator(ctx, userId);
    const eventsBefore = (await listAuditEvents(ctx, owner)).events.length;

    const writes: [string, () => Promise<unknown>][] = [
      [
        "createProject",
        () => createProject(ctx, viewer, { name: t("x"), description: t("x"), allowedCountries: ["JP"] }),
      ],
      ["updateProject", () => updateProject(ctx, viewer, { projectId, patch: { name: t("x") } })],
      ["publishProject", () => publishProject(ctx, viewer, { projectId })],
      ["createCampaign", () => createCampaign(ctx, viewer, { projectId, definition: campaignDefinition(ctx) })],
      ["updateCampaign", () => updateCampaign(ctx, viewer, { campaignId, patch: { title: t("x") } })],
      ["publishCampaign", () => setCampaignStatus(ctx, viewer, { campaignId, status: "PUBLISH" })],
      ["endCampaign", () => setCampaignStatus(ctx, viewer, { campaignId, status: "END" })],
      ["generateCodes", () => generateCodes(ctx, viewer, { conditionId, count: 3 })],
      [
        "createChannel",
        () => createChannel(ctx, viewer, { projectId, definition: { title: t("x"), description: t("x") } }),
      ],
      ["updateChannel", () => updateChannel(ctx, viewer, { channelId: channel.id, patch: { title: t("x") } })],
      [
        "createContent",
        () =>
          createContent(ctx, viewer, {
            channelId: channel.id,
            definition: { kind: "ARTICLE", title: t("x"), body: t("x"), publishAt: ctx.clock.now().toISOString() },
          }),
      ],
      ["updateContent", () => updateContent(ctx, viewer, { contentId: content.id, patch: { title: t("x") } })],
      ["deleteContent", () => deleteContent(ctx, viewer, { contentId: content.id })],
      ["uploadAsset", () => uploadAsset(ctx, viewer, { projectId, filename: "a.png", body: PNG })],
    ];
    for (const [name, write] of writes) {
      const outcome = await write().then(
        () => "done",
        (error: { code?: string }) => error.code,
      );
      expect([name, outcome]).toEqual([name, "operator-E2001"]);
    }

    // Nothing changed, nothing was logged; every read still answers.
    expect((await getOperatorProject(ctx, viewer, { projectId })).name.ja).toBe("プロジェクト");
    expect(await getOperatorCampaign(ctx, viewer, { campaignId })).toMatchObject({
      publishStatus: "MAKING",
      title: { ja: "テストキャンペーン" },
    });
    expect((await getOperatorChannel(ctx, viewer, { channelId: channel.id })).title.ja).toBe("チャンネル");
    expect(await collectCsv(await exportClaims(ctx, viewer, { campaignId }))).toContain("claim_id");
    expect(await listMembers(ctx, viewer)).toHaveLength(2);
    expect((await listAuditEvents(ctx, viewer)).events.length).toBe(eventsBefore);

    // An editor writes.
    const editorId = await addOperator(ctx, {
      companyId: owner.companyId,
      email: `editor-${Date.now().toString(36)}@example.com`,
      role: "EDITOR",
    });
    const editor = await requireOperator(ctx, editorId.userId);
    expect((await updateProject(ctx, editor, { projectId, patch: { name: t("編集") } })).name.ja).toBe("編集");
  });
});
