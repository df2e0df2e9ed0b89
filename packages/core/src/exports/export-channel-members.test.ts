import { describe, expect, it } from "vitest";
import { createChannel } from "../channels/manage-channels";
import { channelMemberships } from "../channels/tables";
import { createTestContext, makeCampaign, makeFan, makeOperator, useTestDatabase } from "../testing";
import { collectCsv } from "./csv-export";
import { exportChannelMembers } from "./export-channel-members";

const db = useTestDatabase();
const t = (ja: string) => ({ ja, en: ja });

describe("exportChannelMembers", () => {
  it("lists the channel's members by fan, across pages, with the time they joined in the operator's zone", async () => {
    const { ctx } = createTestContext(db.current);
    const made = await makeCampaign(ctx);
    const channel = await createChannel(ctx, made.operator, {
      projectId: made.projectId,
      definition: { title: t("チャンネル"), description: t("説明"), status: "PUBLISH" },
    });
    const fans: string[] = [];
    for (let i = 0; i < 5; i++) {
      const fanId = await makeFan(ctx);
      fans.push(fanId);
      await ctx.db
        .insert(channelMemberships)
        .values({ channelId: channel.id, userId: fanId, joinedAt: new Date(`2026-05-0${i + 1}T15:30:00Z`) });
    }
    const csv = await collectCsv(
      await exportChannelMembers(ctx, made.operator, { channelId: channel.id, batchSize: 2, timeZone: "Europe/Paris" }),
    );
    const [header, ...rows] = csv.split("\r\n").slice(0, -1);
    expect(header).toBe("\uFEFFchannel_id,user_id,email,joined_at");
    expect(rows.map((r) => r.split(",")[1])).toEqual([...fans].sort());
    const first = rows.find((r) => r.includes(fans[0] ?? "-"))?.split(",");
    expect(first?.[0]).toBe(channel.id);
    expect(first?.[3]).toBe("2026-05-01T17:30:00.000+02:00");

    const stranger = await makeOperator(ctx);
    await expect(exportChannelMembers(ctx, stranger, { channelId: channel.id })).rejects.toMatchObject({
      code: "request-E1004",
    });
  });
});
