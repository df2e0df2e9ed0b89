import { readFileSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { type Db, MIGRATIONS_FOLDER } from "./client";

/** Is the database reachable, and has every migration in the journal been applied? (for /api/readyz) */
export async function checkDatabase(db: Db): Promise<{ database: boolean; migrations: boolean }> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    return { database: false, migrations: false };
  }
  try {
    const journal = JSON.parse(readFileSync(join(MIGRATIONS_FOLDER, "meta", "_journal.json"), "utf8")) as {
      entries: unknown[];
    };
    const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
    const row = (result as unknown as { rows: { n: number }[] }).rows[0];
    return { database: true, migrations: (row?.n ?? 0) >= journal.entries.length };
  } catch {
    return { database: true, migrations: false };
  }
}
