import pino from "pino";
import { describe, expect, it, vi } from "vitest";
import { lazyRequestLogger } from "./request-logger";
import { createLogger } from "./runtime";
import { createTestApp } from "./test-app";

function capture(level: pino.Level) {
  const lines: Record<string, unknown>[] = [];
  const logger = pino({ level, base: { service: "api" } }, { write: (line: string) => lines.push(JSON.parse(line)) });
  const child = vi.spyOn(logger, "child");
  return { logger, lines, child };
}

describe("lazyRequestLogger: a request's child logger is made when it first writes", () => {
  it("makes no child for lines below the level, and writes nothing", () => {
    const { logger, lines, child } = capture("warn");
    const log = lazyRequestLogger(logger, { reqId: "r-1" }, {});
    log.info({ code: "claim-E2002" }, "request refused");
    log.debug("details");
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe("warn");
  });

  it("writes an enabled line with the request's bindings, from one child made once", () => {
    const { logger, lines, child } = capture("info");
    const log = lazyRequestLogger(logger, { reqId: "r-2" }, {});
    log.info({ code: "claim-E2002" }, "request refused");
    log.warn("second line");
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.service, l.msg, l.level])).toEqual([
      ["r-2", "api", "request refused", 30],
      ["r-2", "api", "second line", 40],
    ]);
    expect(lines[0]?.code).toBe("claim-E2002");
  });

  it("hands out real children and level changes of its own", () => {
    const { logger, lines } = capture("warn");
    const log = lazyRequestLogger(logger, { reqId: "r-3" }, {});
    log.child({ job: "x" }).warn("from a grandchild");
    log.level = "info";
    log.info("now enabled");
    expect(logger.level).toBe("warn");
    expect(lines.map((l) => [l.reqId, l.job, l.msg])).toEqual([
      ["r-3", "x", "from a grandchild"],
      ["r-3", undefined, "now enabled"],
    ]);
  });

  it("gives a route with its own level pino's child at once", () => {
    const { logger, child } = capture("warn");
    lazyRequestLogger(logger, { reqId: "r-4" }, { level: "debug" });
    expect(child).toHaveBeenCalledWith({ reqId: "r-4" }, { level: "debug" });
  });
});

describe("the app's request lines (the factory in buildApp)", () => {
  it("carry the request id, and the redaction still applies to what they bind", async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger({ LOG_LEVEL: "info" }, "api", {
      write: (line: string) => lines.push(JSON.parse(line)),
    });
    const harness = await createTestApp({ logger });
    try {
      const r = await harness.app.inject({
        method: "POST",
        url: "/api/v1/campaigns/00000000-0000-4000-8000-000000000000/claim",
        headers: { "x-request-id": "req-lazy-1", cookie: "ff_at=secret-token-value" },
        payload: { idempotencyKey: "k" },
      });
      // No Origin header: the CSRF check refuses it, a plain refusal logged at info.
      expect(r.json()).toMatchObject({ code: "auth-E1003" });
      const own = lines.filter((l) => l.reqId === "req-lazy-1");
      expect(own.map((l) => l.msg)).toEqual(["incoming request", "request refused", "request completed"]);
      expect(own[1]?.code).toBe("auth-E1003");
      expect(JSON.stringify(lines)).not.toContain("secret-token-value");
    } finally {
      await harness.close();
    }
  });
});
