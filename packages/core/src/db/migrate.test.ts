import pg from "pg";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../testing";
import { openDatabase } from "./client";
import { checkDatabase } from "./health";

const db = useTestDatabase();

describe("migrations", () => {
  it("leave the database ready, and applying them again is a no-op", async () => {
    expect(await checkDatabase(db.current.db)).toEqual({ database: true, migrations: true });
    await db.current.migrate();
    expect(await checkDatabase(db.current.db)).toEqual({ database: true, migrations: true });
  });

  // The template (testing/index.ts) leaves template0 and template1 out: every embedded test database
  // unpacked them again for nothing. The migrated schema is the test above's.
  it.skipIf(Boolean(process.env.TEST_DATABASE_URL))("an embedded test database holds postgres alone", async () => {
    const pglite = db.current.pglite;
    if (!pglite) throw new Error("an embedded test database has its PGlite");
    const { rows } = await pglite.query<{ datname: string }>("select datname from pg_database");
    expect(rows).toEqual([{ datname: "postgres" }]);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    "several processes migrating a new PostgreSQL database at once do not collide",
    async () => {
      const server = process.env.TEST_DATABASE_URL ?? "";
      const name = `fanfare_race_${Date.now().toString(36)}`;
      const admin = new pg.Client({ connectionString: server });
      await admin.connect();
      await admin.query(`create database ${name}`);
      const url = new URL(server);
      url.pathname = `/${name}`;
      const racers = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), poolSize: 2 })));
      try {
        await Promise.all(racers.map((r) => r.migrate()));
        expect(await checkDatabase(racers[0]?.db ?? db.current.db)).toEqual({ database: true, migrations: true });
      } finally {
        await Promise.all(racers.map((r) => r.close()));
        await admin.query(`drop database ${name} with (force)`);
        await admin.end();
      }
    },
  );
});
