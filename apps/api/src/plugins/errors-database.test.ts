// A lost database connection (a restart, a failover) answers 503 server-E5030 with Retry-After, and its
// log line names what was recognised: no stack, no query (its parameters are personal data). The errors
// are the real driver's: a pool pointed at a port where nothing listens, a server that hangs up.
import { createServer, type Server } from "node:net";
import { openDatabase } from "@fanfare/core";
import { REFUSED_PORT } from "@fanfare/sandbox";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import Fastify from "fastify";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createLogger } from "../runtime";
import { DATABASE_RETRY_AFTER_SECONDS, registerErrorHandling } from "./errors";

type Line = { level: number; msg: string; code?: string; connectionLost?: string; err?: unknown };
const lines: string[] = [];
const logged = () => lines.map((line) => JSON.parse(line) as Line);
const LEVEL = { warn: 40, error: 50 };

let app: ReturnType<typeof Fastify>;
let hangUp: Server;
const closers: (() => Promise<void>)[] = [];

async function listen(server: Server): Promise<number> {
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** Drizzle on a pool of one at `port`, asked a query that carries a fan's address as a parameter. */
async function queryAt(port: number) {
  const database = await openDatabase({ url: `postgres://fan@127.0.0.1:${port}/none`, poolSize: 1 });
  closers.push(() => database.close());
  await database.db.execute(sql`select ${"fan.private@example.com"} as email`);
}

beforeAll(async () => {
  hangUp = createServer((socket) => socket.destroy());
  const hangUpPort = await listen(hangUp);

  app = Fastify({
    loggerInstance: createLogger({ LOG_LEVEL: "info" }, "api", { write: (line: string) => lines.push(line) }),
  });
  registerErrorHandling(app);
  app.get("/refused", () => queryAt(REFUSED_PORT));
  app.get("/hung-up", () => queryAt(hangUpPort));
  app.get("/serialization", () => {
    const failure = Object.assign(new pg.DatabaseError("could not serialize access", 1, "error"), { code: "40001" });
    throw new DrizzleQueryError("update campaigns set …", [], failure);
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await Promise.all(closers.map((close) => close()));
  await new Promise((done) => hangUp.close(done));
});
beforeEach(() => {
  lines.length = 0;
});

describe("a lost database connection", () => {
  it.each([
    ["/refused", "ECONNREFUSED"],
    ["/hung-up", /^(connection-terminated|ECONNRESET)$/],
  ])("%s answers 503 server-E5030 with Retry-After and logs what was recognised, nothing more", async (url, seen) => {
    const r = await app.inject({ url });
    expect(r.statusCode).toBe(503);
    expect(r.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(r.json()).toEqual({
      code: "server-E5030",
      category: "BAD_REQUEST",
      message: "The service is briefly unavailable. Please try again in a moment.",
    });
    const entry = logged().find((line) => line.msg === "database connection lost");
    expect(entry?.level).toBe(LEVEL.warn);
    expect(entry?.code).toBe("server-E5030");
    expect(entry?.connectionLost).toEqual(expect.stringMatching(seen));
    expect(entry?.err).toBeUndefined();
    expect(logged().some((line) => line.level >= LEVEL.error)).toBe(false);
    const log = lines.join("\n");
    expect(log).not.toContain("example.com");
    expect(log).not.toMatch(/Failed query|select \$1|\bat /);
  });

  it("leaves a serialization failure (40001) a 500 with its stack in the log", async () => {
    const r = await app.inject({ url: "/serialization" });
    expect(r.statusCode).toBe(500);
    expect(r.headers["retry-after"]).toBeUndefined();
    expect(r.json()).toMatchObject({ code: "server-E5000" });
    const entry = logged().find((line) => line.msg === "unexpected error");
    expect(entry?.level).toBe(LEVEL.error);
    expect(JSON.stringify(entry?.err)).toContain("40001");
  });
});
