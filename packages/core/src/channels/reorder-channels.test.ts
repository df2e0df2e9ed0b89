import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditEvents } from "../audit/tables";
import type { Database } from "../db/client";
import { addOperator } from "../operators/add-operator";
import { requireOperator } from "../operators/require-operator";
import { createTestContext, createTestDatabase, makeCampaign, makeFan, makeOperator } from "../testing";
import { listChannels } from "./get-channel";
import { createChannel, listOperatorChannels } from "./manage-channels";
import { reorderChannels } from "./reorder-channels";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const t = (ja: string) => ({ ja, en: ja });

/** A published project with three channels shown to fans, made in the order A, B, C (all at position 0). */
async function threeChannels() {
  const { ctx, clock } = createTestContext(database);
  const made = await makeCampaign(ctx);
  const ids: string[] = [];
  for (const name of ["A", "B", "C"]) {
    const channel = await createChannel(ctx, made.operator, {
      projectId: made.projectId,
      definition: { title: t(name), description: t("説明"), status: "PUBLISH" },
    });
    ids.push(channel.id);
    clock.advance(1000);
  }
  const [a, b, c] = ids as [string, string, string];
  return { ctx, ...made, a, b, c };
}

describe("reorderChannels", () => {
  it("saves the order: the console and the fans' list read it back, and the audit log keeps before and after", async () => {
    const w = await threeChannels();
    // Until an operator orders them, channels come in the order they were made.
    expect((await listChannels(w.ctx, { projectId: w.projectId, fanId: null })).map((c) => c.id)).toEqual([
      w.a,
      w.b,
      w.c,
    ]);
    const answered = await reorderChannels(w.ctx, w.operator, { projectId: w.projectId, channelIds: [w.c, w.a, w.b] });
    expect(answered.map((c) => [c.id, c.position])).toEqual([
      [w.c, 0],
      [w.a, 1],
      [w.b, 2],
    ]);
    expect((await listOperatorChannels(w.ctx, w.operator, { projectId: w.projectId })).map((c) => c.id)).toEqual([
      w.c,
      w.a,
      w.b,
    ]);
    const fan = await makeFan(w.ctx);
    expect((await listChannels(w.ctx, { projectId: w.projectId, fanId: fan })).map((c) => c.id)).toEqual([
      w.c,
      w.a,
      w.b,
    ]);
    const events = await w.ctx.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, "channel.reorder"), eq(auditEvents.targetId, w.projectId)));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      companyId: w.operator.companyId,
      actorUserId: w.operator.userId,
      targetType: "project",
      before: { channelIds: [w.a, w.b, w.c] },
      after: { channelIds: [w.c, w.a, w.b] },
    });
  });

  it("refuses an order that is not exactly the project's channels (E1003) and changes nothing", async () => {
    const w = await threeChannels();
    const other = await threeChannels();
    for (const channelIds of [
      [w.a, w.b],
      [w.a, w.b, w.c, w.a],
      [w.a, w.a, w.b],
      [w.a, w.b, other.a],
      [w.a, w.b, w.c, other.a],
    ]) {
      await expect(reorderChannels(w.ctx, w.operator, { projectId: w.projectId, channelIds })).rejects.toMatchObject({
        code: "premiumContent-E1003",
      });
    }
    expect((await listOperatorChannels(w.ctx, w.operator, { projectId: w.projectId })).map((c) => c.id)).toEqual([
      w.a,
      w.b,
      w.c,
    ]);
  });

  it("an editor may reorder; a viewer may not (operator-E2001); another company's project is not found", async () => {
    const w = await threeChannels();
    const member = async (role: "EDITOR" | "VIEWER") => {
      const { userId } = await addOperator(w.ctx, {
        companyId: w.operator.companyId,
        email: `${role.toLowerCase()}-${crypto.randomUUID()}@example.com`,
        role,
      });
      return requireOperator(w.ctx, userId);
    };
    const order = { projectId: w.projectId, channelIds: [w.b, w.c, w.a] };
    await expect(reorderChannels(w.ctx, await member("VIEWER"), order)).rejects.toMatchObject({
      code: "operator-E2001",
    });
    const stranger = await makeOperator(w.ctx);
    await expect(reorderChannels(w.ctx, stranger, order)).rejects.toMatchObject({ code: "request-E1004" });
    const done = await reorderChannels(w.ctx, await member("EDITOR"), order);
    expect(done.map((c) => c.id)).toEqual([w.b, w.c, w.a]);
  });
});
