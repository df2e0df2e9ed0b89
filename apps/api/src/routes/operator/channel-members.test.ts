// The console's "who joined" list: paginated, masked, company-scoped.
import { requireOperator } from "@fanfare/core";
import { makeCampaign } from "@fanfare/core/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test-app";
import { signInFan, signInOperator } from "../../test-fans";

let t: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const text2 = (ja: string) => ({ ja, en: ja });

describe("GET /api/v1/operator/channels/:channelId/members", () => {
  it("answers members newest first with masked e-mails and a cursor; another company gets 404", async () => {
    const op = await signInOperator(t);
    const operator = await requireOperator(t.ctx, op.userId);
    const { projectId } = await makeCampaign(t.ctx, {}, { operator });
    const created = await t.app.inject({
      method: "POST",
      url: `/api/v1/operator/projects/${projectId}/channels`,
      headers: op.write,
      payload: { title: text2("会員"), description: text2("説明"), status: "PUBLISH" },
    });
    const channelId = (created.json() as { id: string }).id;
    const fans = [];
    for (let i = 0; i < 3; i++) {
      const fan = await signInFan(t);
      const joined = await t.app.inject({
        method: "POST",
        url: `/api/v1/channels/${channelId}/join`,
        headers: fan.write,
      });
      expect(joined.statusCode, joined.body).toBe(200);
      fans.push(fan);
      t.clock.advance(1000);
    }

    const first = await t.app.inject({
      url: `/api/v1/operator/channels/${channelId}/members?limit=2`,
      headers: op.read,
    });
    expect(first.statusCode, first.body).toBe(200);
    const page = first.json() as {
      members: { userId: string; maskedEmail: string }[];
      total: number;
      nextCursor: string;
    };
    expect(page.total).toBe(3);
    expect(page.members.map((m) => m.userId)).toEqual([fans[2]?.userId, fans[1]?.userId]);
    expect(page.members[0]?.maskedEmail).toBe("r•••@example.com");
    expect(first.body).not.toContain(fans[2]?.email);

    const rest = await t.app.inject({
      url: `/api/v1/operator/channels/${channelId}/members?limit=2&after=${encodeURIComponent(page.nextCursor)}`,
      headers: op.read,
    });
    expect((rest.json() as { members: { userId: string }[] }).members.map((m) => m.userId)).toEqual([fans[0]?.userId]);

    const stranger = await signInOperator(t);
    const foreign = await t.app.inject({
      url: `/api/v1/operator/channels/${channelId}/members`,
      headers: stranger.read,
    });
    expect(foreign.statusCode).toBe(404);
  });
});
