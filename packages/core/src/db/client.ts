import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import * as schema from "./schema";

export type Schema = typeof schema;
/** The database as every service verb sees it: the same type for PGlite and PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema>;
/** A verb that can run inside a caller's transaction takes either. */
export type DbOrTx = Db | Tx;

/** An arbitrary, fixed advisory-lock id for "migrations are running". */
const MIGRATION_LOCK = 7_114_2026;

export const MIGRATIONS_FOLDER = fileURLToPath(new URL("../../drizzle", import.meta.url));

export type Database = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The raw PGlite instance (embedded mode only): pg-boss and test snapshots need it. */
  pglite: PGlite | null;
  /** The pg pool (PostgreSQL only). */
  pool: pg.Pool | null;
  /** The connection URL (PostgreSQL only): pg-boss opens its own pool with it. */
  url: string | null;
  migrate(): Promise<void>;
  close(): Promise<void>;
};

/**
 * Opens PostgreSQL when a URL is given, else PGlite (embedded PostgreSQL in WASM) in `dataDir`
 * (`memory://` for a throw-away database). Both speak the same SQL, so one set of migrations serves both.
 */
export async function openDatabase(options: {
  url?: string | undefined;
  dataDir?: string;
  pglite?: PGlite;
  poolSize?: number;
}): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle client that loses its server must not crash the process; the next query reconnects.
    pool.on("error", () => {});
    const db = drizzleNodePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: "postgres",
      pglite: null,
      pool,
      url: options.url,
      migrate: async () => {
        // Several processes (api, worker, a second api) may start at once: one migrates, the others wait.
        const client = await pool.connect();
        try {
          await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
          await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
        } finally {
          await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let pglite = options.pglite;
  if (!pglite) {
    const dataDir = options.dataDir ?? "memory://";
    if (!dataDir.startsWith("memory://")) mkdirSync(dataDir, { recursive: true });
    pglite = await PGlite.create(dataDir);
  }
  const client = pglite;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: "pglite",
    pglite: client,
    pool: null,
    url: null,
    migrate: () => migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
  };
}
