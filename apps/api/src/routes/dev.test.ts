import { describe, expect, it } from "vitest";
import { createTestApp, WRITE_HEADERS } from "../test-app";

describe("POST /api/dev/jobs/:name", () => {
  it("queues a scheduled job when DEV_JOB_TRIGGERS gave it a trigger, and nothing else", async () => {
    const queued: string[] = [];
    const t = await createTestApp({
      triggerJob: async (name) => {
        queued.push(name);
        return "job-1";
      },
    });
    try {
      const run = await t.app.inject({ method: "POST", url: "/api/dev/jobs/draws.draw-due", headers: WRITE_HEADERS });
      expect(run.json()).toEqual({ jobId: "job-1" });
      // Jobs queued by verbs (not scheduled) cannot be started from outside.
      const other = await t.app.inject({
        method: "POST",
        url: "/api/dev/jobs/draws.result-mail",
        headers: WRITE_HEADERS,
      });
      expect(other.json()).toMatchObject({ code: "request-E1004" });
      expect(queued).toEqual(["draws.draw-due"]);
    } finally {
      await t.close();
    }
  });

  it("does not exist without the flag", async () => {
    const t = await createTestApp();
    try {
      const run = await t.app.inject({ method: "POST", url: "/api/dev/jobs/draws.draw-due", headers: WRITE_HEADERS });
      expect(run.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});
