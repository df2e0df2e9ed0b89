import { fromPglite, PgBoss } from "pg-boss";
import type { Log } from "../context";
import type { Database } from "../db/client";

/**
 * The job queue (pg-boss) on the same database as the domain: PGlite through its adapter in embedded
 * mode, a pg pool of its own on PostgreSQL. LISTEN/NOTIFY wakes workers at once instead of polling.
 */
export function createJobQueue(database: Database, log: Log): PgBoss {
  const boss = database.pglite
    ? new PgBoss({ db: fromPglite(database.pglite), backend: "pglite", useListenNotify: true })
    : new PgBoss({ connectionString: database.url ?? "", max: 4, useListenNotify: true });
  boss.on("error", (err: unknown) => log.error({ err }, "job queue error"));
  return boss;
}
