import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { purgeExpired, purgeExpiredJob } from "../auth/purge-expired";
import { emailTokens } from "../auth/tables";
import { createTestContext, useTestDatabase } from "../testing";
import { createJobQueue } from "./queue";
import { startWorker } from "./worker";

const db = useTestDatabase();

async function insertLink(expiresAt: Date, usedAt: Date | null = null) {
  const [row] = await db.current.db
    .insert(emailTokens)
    .values({
      purpose: "SIGN_IN",
      tokenHash: `${Math.random()}`,
      email: "old@example.com",
      emailNormalized: "old@example.com",
      country: "JP",
      locale: "ja",
      expiresAt,
      usedAt,
    })
    .returning({ id: emailTokens.id });
  return row?.id ?? "";
}

describe("housekeeping", () => {
  it("purges links a day past their expiry or use, and keeps the rest", async () => {
    const { ctx, clock } = createTestContext(db.current);
    const now = clock.now().getTime();
    const stale = await insertLink(new Date(now - 2 * 86_400_000));
    const usedLongAgo = await insertLink(new Date(now + 60_000), new Date(now - 2 * 86_400_000));
    const fresh = await insertLink(new Date(now + 60_000));
    await purgeExpired(ctx);
    const left = await db.current.db.select({ id: emailTokens.id }).from(emailTokens);
    const ids = left.map((r) => r.id);
    expect(ids).toContain(fresh);
    expect(ids).not.toContain(stale);
    expect(ids).not.toContain(usedLongAgo);
  });

  it("runs as a pg-boss job on this database (PGlite or PostgreSQL)", async () => {
    const { ctx } = createTestContext(db.current);
    const stale = await insertLink(new Date(Date.now() - 3 * 86_400_000));
    // The job runs with the real clock: the row above is stale by it.
    const boss = createJobQueue(db.current, ctx.log);
    await boss.start();
    try {
      await startWorker(boss, { ...ctx, clock: { now: () => new Date() } });
      const id = await boss.send(purgeExpiredJob.name, { requestId: "test-req" });
      expect(id).toBeTruthy();
      const deadline = Date.now() + 20_000;
      let state: string | undefined;
      while (Date.now() < deadline) {
        state = (await boss.getJobById(purgeExpiredJob.name, id ?? ""))?.state;
        if (state === "completed" || state === "failed") break;
        await new Promise((r) => setTimeout(r, 100));
      }
      expect(state).toBe("completed");
      const left = await db.current.db.select().from(emailTokens).where(eq(emailTokens.id, stale));
      expect(left).toHaveLength(0);
    } finally {
      await boss.stop({ graceful: true, timeout: 5000 });
    }
  });
});
