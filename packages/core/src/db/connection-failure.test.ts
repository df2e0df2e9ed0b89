// The errors here are made by the real driver wherever a test can make them: node-postgres and Drizzle
// against a port where nothing listens, a server that hangs up, a server that answers "starting up",
// and (with TEST_DATABASE_URL) a backend ended by pg_terminate_backend.
import { createServer, type Server, type Socket } from "node:net";
import { REFUSED_PORT } from "@fanfare/sandbox";
import { sql } from "drizzle-orm";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase } from "../testing";
import { openDatabase } from "./client";
import { connectionFailure, isConnectionFailure } from "./connection-failure";

const servers: Server[] = [];
const pools: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A local TCP server that does `onConnection` with every socket; its port. */
async function fakeServer(onConnection: (socket: Socket) => void): Promise<number> {
  const server = createServer(onConnection);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no port");
  return address.port;
}

/** The error Drizzle's query gives on PostgreSQL at `url` (a pool of one, not retried). */
async function queryError(url: string): Promise<unknown> {
  const database = await openDatabase({ url, poolSize: 1 });
  pools.push(database);
  return database.db.execute(sql`select 1`).then(
    () => {
      throw new Error("the query succeeded");
    },
    (error: unknown) => error,
  );
}

/** A PostgreSQL ErrorResponse message ('E') as the server sends it: severity, SQLSTATE, text. */
function errorResponse(code: string, message: string): Buffer {
  const fields = Buffer.from(`SFATAL\0VFATAL\0C${code}\0M${message}\0\0`, "utf8");
  const head = Buffer.alloc(5);
  head.write("E", 0, "ascii");
  head.writeInt32BE(fields.length + 4, 1);
  return Buffer.concat([head, fields]);
}

describe("connectionFailure", () => {
  it("recognises a refused connection through Drizzle's wrapper", async () => {
    const error = await queryError(`postgres://fan@127.0.0.1:${REFUSED_PORT}/none`);
    expect(connectionFailure(error)).toBe("ECONNREFUSED");
  });

  it("recognises a server that hangs up (node-postgres' message without a code)", async () => {
    const port = await fakeServer((socket) => socket.destroy());
    const error = await queryError(`postgres://fan@127.0.0.1:${port}/none`);
    expect(connectionFailure(error)).toMatch(/^(connection-terminated|ECONNRESET)$/);
  });

  it("recognises a server that is starting up or shutting down (57P03)", async () => {
    const port = await fakeServer((socket) =>
      socket.once("data", () => socket.end(errorResponse("57P03", "the database system is starting up"))),
    );
    const error = await queryError(`postgres://fan@127.0.0.1:${port}/none`);
    expect((error as { cause?: { code?: string } }).cause?.code ?? (error as { code?: string }).code).toBe("57P03");
    expect(connectionFailure(error)).toBe("57P03");
  });

  it("recognises class 08 and the shutdown states, a socket reset and an AggregateError of attempts", () => {
    const database = (code: string) => Object.assign(new pg.DatabaseError("x", 1, "error"), { code });
    const wrapped = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);
    expect(connectionFailure(wrapped(database("08006")))).toBe("08006");
    expect(connectionFailure(wrapped(database("08001")))).toBe("08001");
    expect(connectionFailure(wrapped(database("57P01")))).toBe("57P01");
    expect(connectionFailure(wrapped(database("57P02")))).toBe("57P02");
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET", syscall: "read" });
    expect(connectionFailure(wrapped(reset))).toBe("ECONNRESET");
    const refused = (address: string) =>
      Object.assign(new Error(`connect ECONNREFUSED ${address}:5432`), { code: "ECONNREFUSED" });
    // Node's connect to "localhost" tries ::1 and 127.0.0.1 and fails with both attempts inside.
    expect(connectionFailure(new AggregateError([refused("::1"), refused("127.0.0.1")]))).toBe("ECONNREFUSED");
  });

  it("leaves a transaction's answers and a statement's errors alone", async () => {
    const database = (code: string) => Object.assign(new pg.DatabaseError("x", 1, "error"), { code });
    const wrapped = (cause: unknown) => new DrizzleQueryError("select 1", [], cause as Error);
    expect(connectionFailure(wrapped(database("40001")))).toBeNull();
    expect(connectionFailure(wrapped(database("40P01")))).toBeNull();
    expect(connectionFailure(wrapped(database("08P01")))).toBeNull();
    expect(connectionFailure(Object.assign(new Error("getaddrinfo ENOTFOUND db"), { code: "ENOTFOUND" }))).toBeNull();
    expect(connectionFailure(new Error("Connection terminated by the fan"))).toBeNull();
    expect(connectionFailure(null)).toBeNull();
    expect(connectionFailure("ECONNREFUSED")).toBeNull();

    const test = await createTestDatabase();
    pools.push(test);
    const syntax = await test.db.execute(sql`selec 1`).catch((error: unknown) => error);
    expect(syntax).toBeInstanceOf(Error);
    expect(isConnectionFailure(syntax)).toBe(false);
  });

  it("does not loop on a cause cycle", () => {
    const a = new Error("a") as Error & { cause?: unknown };
    const b = new Error("b", { cause: a });
    a.cause = b;
    expect(connectionFailure(a)).toBeNull();
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "recognises a backend ended by pg_terminate_backend (as a restart ends it)",
    async () => {
      const test = await createTestDatabase();
      pools.push(test);
      const pool = test.pool;
      if (!pool || !test.url) throw new Error("PostgreSQL expected");
      const victim = await pool.connect();
      try {
        const { rows } = await victim.query<{ pid: number }>("select pg_backend_pid() as pid");
        const admin = new pg.Client({ connectionString: test.url });
        await admin.connect();
        // The connection learns it is gone from the server's 57P01 message, then from the closed socket
        // ("Connection terminated unexpectedly"): each is an error event, each must be recognised.
        const noticed: unknown[] = [];
        const ended = new Promise<void>((resolve) =>
          victim.on("error", (error) => {
            noticed.push(error);
            resolve();
          }),
        );
        await admin.query("select pg_terminate_backend($1)", [rows[0]?.pid]);
        await admin.end();
        await ended;
        const next = await victim.query("select 1").catch((error: unknown) => error);
        expect(noticed.map(connectionFailure)[0]).toMatch(/^(57P01|connection-terminated)$/);
        expect(noticed.every(isConnectionFailure)).toBe(true);
        expect(isConnectionFailure(next)).toBe(true);
      } finally {
        victim.release(true);
      }
    },
  );
});
