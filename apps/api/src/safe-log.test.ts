import type { Database } from "@fanfare/core";
import { createTestDatabase } from "@fanfare/core/testing";
import { sql } from "drizzle-orm";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerErrorHandling } from "./plugins/errors";
import { createLogger } from "./runtime";
import { loggableError, scrubLogText } from "./safe-log";

const ADDRESS = "fan.private@example.com";

describe("loggableError", () => {
  it("masks e-mail addresses and cuts Drizzle's parameters off the message and the stack", () => {
    expect(scrubLogText(`Failed query: select 1 where email = $1\nparams: ${ADDRESS},x\ny`)).toBe(
      "Failed query: select 1 where email = $1",
    );
    const smtp = new Error(`Can't send mail - all recipients were rejected: 550 <${ADDRESS}>: Recipient rejected`);
    const logged = loggableError(smtp);
    expect(JSON.stringify(logged)).not.toContain("example.com");
    expect(logged.message).toContain("<[email]>");
    expect(logged.stack).toMatch(/^Error: Can't send mail.*\n\s+at /);
  });

  it("keeps the names of things a database error gives, never its values", () => {
    const unique = Object.assign(new Error("duplicate key value violates unique constraint"), {
      code: "23505",
      constraint: "users_email_unique",
      table: "users",
      detail: `Key (email)=(${ADDRESS}) already exists.`,
      where: "SQL statement",
      parameters: [ADDRESS],
    });
    const logged = loggableError(new Error("outer", { cause: unique }));
    expect(logged.cause).toMatchObject({ code: "23505", constraint: "users_email_unique", table: "users" });
    expect(JSON.stringify(logged)).not.toContain("example.com");
    expect(JSON.stringify(logged)).not.toContain("detail");
  });
});

describe("a 500 from the database in the logs", () => {
  let database: Database;
  const lines: string[] = [];
  let app: ReturnType<typeof Fastify>;

  beforeAll(async () => {
    database = await createTestDatabase();
    app = Fastify({
      loggerInstance: createLogger({ LOG_LEVEL: "info" }, "api", { write: (line: string) => lines.push(line) }),
    });
    registerErrorHandling(app);
    // What a NUL in an e-mail address did before the input guard: PostgreSQL refuses it mid-query.
    app.get("/boom", async () => database.db.execute(sql`select ${`fan\u0000${ADDRESS}`}::text as email`));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("keeps its stack and the database's error code, not the address the query carried", async () => {
    const r = await app.inject({ url: "/boom" });
    expect(r.statusCode).toBe(500);
    expect(r.json()).toMatchObject({ code: "server-E5000" });
    const logged = lines.map((line) => JSON.parse(line) as { msg?: string; err?: Record<string, unknown> });
    const entry = logged.find((line) => line.msg === "unexpected error");
    expect(entry?.err?.stack).toMatch(/\n\s+at /);
    expect(entry?.err?.message).toContain("Failed query: select");
    expect(entry?.err?.params).toBeUndefined();
    expect((entry?.err?.cause as { code?: string } | undefined)?.code).toMatch(/^22/); // 22021 / 22P05: bad text
    expect(lines.join("\n")).not.toContain("example.com");
  });

  it("masks an address a client put in the URL of the request line", async () => {
    lines.length = 0;
    const r = await app.inject({ url: `/nowhere/${ADDRESS}?email=${ADDRESS}&next=a%40b` });
    expect(r.statusCode).toBe(404);
    const incoming = lines
      .map((line) => JSON.parse(line) as { msg?: string; req?: { url?: string; method?: string } })
      .find((line) => line.msg === "incoming request");
    expect(incoming?.req).toMatchObject({ method: "GET", url: "/nowhere/[email]?email=[email]&next=a%40b" });
    expect(lines.join("\n")).not.toContain("example.com");
  });

  it("is what the logger's `err` serializer does too (core verbs log errors themselves)", () => {
    lines.length = 0;
    const log = createLogger({ LOG_LEVEL: "info" }, "worker", { write: (line: string) => lines.push(line) });
    log.error({ err: new Error(`SMTP 550 <${ADDRESS}>`) }, "mail could not be sent");
    log.error(new Error(`bounced: ${ADDRESS}`));
    expect(lines.join("\n")).not.toContain("example.com");
    expect(lines.join("\n")).toContain("[email]");
  });
});
