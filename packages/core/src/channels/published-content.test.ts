import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeFan } from "../testing";
import { getChannel } from "./get-channel";
import { getContent, listContents } from "./get-contents";
import { joinChannel } from "./join-channel";
import { createChannel } from "./manage-channels";
import { createContent, listOperatorContents, updateContent } from "./manage-contents";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const t = (ja: string) => ({ ja, en: ja });

describe("contents: unpublishing and the operator's order", () => {
  it("a MAKING content is hidden from fans, PUBLISH shows it; position orders fans' and the console's lists", async () => {
    const { ctx } = createTestContext(database);
    const made = await makeCampaign(ctx);
    const channel = await createChannel(ctx, made.operator, {
      projectId: made.projectId,
      definition: { title: t("会員"), description: t("説明"), status: "PUBLISH" },
    });
    const publishAt = new Date(ctx.clock.now().getTime() - 60_000).toISOString();
    const article = (title: string, position: number, status?: "MAKING" | "PUBLISH") =>
      createContent(ctx, made.operator, {
        channelId: channel.id,
        definition: { kind: "ARTICLE", title: t(title), body: t(`<p>${title}</p>`), publishAt, position, status },
      });
    const first = await article("一", 0);
    const second = await article("二", 1);
    const draft = await article("下書き", 2, "MAKING");
    expect(first.status).toBe("PUBLISH");
    expect(draft.status).toBe("MAKING");

    const fanId = await makeFan(ctx);
    await joinChannel(ctx, { channelId: channel.id, fanId });
    const ids = async () => (await listContents(ctx, { channelId: channel.id, fanId })).map((c) => c.id);
    expect(await ids()).toEqual([first.id, second.id]);
    await expect(getContent(ctx, { channelId: channel.id, contentId: draft.id, fanId })).rejects.toMatchObject({
      code: "request-E1004",
    });

    await updateContent(ctx, made.operator, { contentId: first.id, patch: { position: 1 } });
    await updateContent(ctx, made.operator, { contentId: second.id, patch: { position: 0 } });
    await updateContent(ctx, made.operator, { contentId: draft.id, patch: { status: "PUBLISH" } });
    expect(await ids()).toEqual([second.id, first.id, draft.id]);

    await updateContent(ctx, made.operator, { contentId: second.id, patch: { status: "MAKING" } });
    expect(await ids()).toEqual([first.id, draft.id]);
    expect((await getChannel(ctx, { channelId: channel.id, fanId })).preview.map((c) => c.id)).toEqual([
      first.id,
      draft.id,
    ]);
    expect(
      (await listOperatorContents(ctx, made.operator, { channelId: channel.id })).map((c) => [c.id, c.status]),
    ).toEqual([
      [second.id, "MAKING"],
      [first.id, "PUBLISH"],
      [draft.id, "PUBLISH"],
    ]);
  });
});
