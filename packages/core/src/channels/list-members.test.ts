import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { addOperator } from "../operators/add-operator";
import { requireOperator } from "../operators/require-operator";
import { createTestContext, createTestDatabase, makeCampaign, makeOperator } from "../testing";
import { users } from "../users/tables";
import { joinChannel } from "./join-channel";
import { listChannelMembers } from "./list-members";
import { createChannel } from "./manage-channels";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const t = (ja: string) => ({ ja, en: ja });

describe("listChannelMembers", () => {
  it("lists who joined, newest first, e-mails masked, a page at a time; viewers read it; other companies get 404", async () => {
    const { ctx, clock } = createTestContext(database);
    const made = await makeCampaign(ctx);
    const channel = await createChannel(ctx, made.operator, {
      projectId: made.projectId,
      definition: { title: t("会員"), description: t("説明"), status: "PUBLISH" },
    });
    const fans: string[] = [];
    for (const local of ["alice", "bob", "carol"]) {
      const [row] = await ctx.db
        .insert(users)
        .values({ email: `${local}-${channel.id}@example.com`, emailNormalized: `${local}-${channel.id}@example.com` })
        .returning({ id: users.id });
      if (!row) throw new Error("no fan");
      fans.push(row.id);
      await joinChannel(ctx, { channelId: channel.id, fanId: row.id });
      clock.advance(60_000);
    }

    const first = await listChannelMembers(ctx, made.operator, { channelId: channel.id, limit: 2 });
    expect(first.total).toBe(3);
    expect(first.members).toEqual([
      { userId: fans[2], maskedEmail: "c•••@example.com", joinedAt: "2026-11-22T09:02:00.000Z" },
      { userId: fans[1], maskedEmail: "b•••@example.com", joinedAt: "2026-11-22T09:01:00.000Z" },
    ]);
    expect(first.nextCursor).not.toBeNull();
    const second = await listChannelMembers(ctx, made.operator, {
      channelId: channel.id,
      limit: 2,
      after: first.nextCursor ?? undefined,
    });
    expect(second.members).toEqual([
      { userId: fans[0], maskedEmail: "a•••@example.com", joinedAt: "2026-11-22T09:00:00.000Z" },
    ]);
    expect(second.nextCursor).toBeNull();

    const { userId: viewerId } = await addOperator(ctx, {
      companyId: made.operator.companyId,
      email: `viewer-${channel.id}@example.com`,
      role: "VIEWER",
    });
    const viewer = await requireOperator(ctx, viewerId);
    expect((await listChannelMembers(ctx, viewer, { channelId: channel.id })).total).toBe(3);

    const stranger = await makeOperator(ctx, "Other");
    await expect(listChannelMembers(ctx, stranger, { channelId: channel.id })).rejects.toMatchObject({
      code: "request-E1004",
    });
    await expect(
      listChannelMembers(ctx, made.operator, { channelId: channel.id, after: "not-a-cursor" }),
    ).rejects.toMatchObject({ code: "request-E1000" });
  });
});
