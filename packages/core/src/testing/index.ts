// Test helpers for suites that need a real database. Never imported by product code.
import { createHash, randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gunzipSync } from "node:zlib";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import pino from "pino";
import { afterAll, beforeAll } from "vitest";
import { createLocalAssetStorage } from "../assets/storage/asset-storage";
import { createCaptchaVerifier } from "../captcha/verify-captcha";
import { fixedClock } from "../clock";
import { type CoreContext, DEFAULT_CORE_CONFIG } from "../context";
import { type Database, MIGRATIONS_FOLDER, openDatabase } from "../db/client";
import type { Mailer, OutgoingMail } from "../mail/mailer";

function migrationsFingerprint(): string {
  const hash = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS_FOLDER)
    .filter((n) => n.endsWith(".sql"))
    .sort()) {
    hash.update(name).update(readFileSync(join(MIGRATIONS_FOLDER, name)));
  }
  return hash.digest("hex").slice(0, 16);
}

/**
 * A migrated PGlite data directory, dumped once per migrations version into the OS temp dir, so each
 * test file gets a fresh database in about a second instead of five (initdb + migrations).
 *
 * Only the `postgres` database is kept. template0 and template1 were half of the template's 1,219 files
 * and a third of its 43 MB, which every test database unpacked again (file by file into PGlite's
 * in-memory file system) and never used: PGlite opens `postgres`, and no test creates a database in it
 * (those of TEST_DATABASE_URL are made on the server). Without them a fresh database costs about a third
 * less CPU (docs/test-suite.md). TEMPLATE_FORMAT is in the file's name so that a template dumped the
 * older way is never picked up.
 */
const TEMPLATE_FORMAT = "postgres-only";
async function pgliteTemplateFile(): Promise<Buffer> {
  const file = join(tmpdir(), `fanfare-pglite-${TEMPLATE_FORMAT}-${migrationsFingerprint()}.tar.gz`);
  if (existsSync(file)) return readFileSync(file);
  const database = await openDatabase({ dataDir: "memory://" });
  await database.migrate();
  const pglite = database.pglite as PGlite;
  // One statement at a time: DROP DATABASE refuses to run in a transaction block, which is what one
  // exec of several statements is.
  for (const template of ["template1", "template0"]) {
    await pglite.query(`alter database ${template} is_template false`);
    await pglite.query(`drop database ${template}`);
  }
  const dump = await pglite.dumpDataDir("gzip");
  await database.close();
  const bytes = Buffer.from(await dump.arrayBuffer());
  const partial = `${file}.${process.pid}.${randomBytes(4).toString("hex")}`;
  writeFileSync(partial, bytes);
  renameSync(partial, file); // atomic: parallel workers never read half a file
  return bytes;
}

/**
 * The template, unpacked once per process and kept (43 MB): given the gzipped file, PGlite unpacks it
 * again for every database, which was a third of the CPU a fresh database costs (~0.25 of ~0.75 CPU-s,
 * about 100 times per run; docs/test-suite.md). A worker's test files share this module (vitest.config.ts).
 */
let unpackedTemplate: Promise<Uint8Array<ArrayBuffer>> | undefined;
async function pgliteTemplate(): Promise<Blob> {
  unpackedTemplate ??= pgliteTemplateFile().then((gzipped) => new Uint8Array(gunzipSync(gzipped)));
  return new Blob([await unpackedTemplate]);
}

/**
 * A migrated, empty embedded database in `dataDir`, as `npm start` leaves its DATA_DIR/pglite, from the
 * template: for tests of a program that opens that folder itself (the CLI), which would otherwise
 * migrate it on each run (a fresh database is migrated in making the template, a fresh folder by the e2e
 * stack's start, which runs the CLI's `create-company` on one).
 */
export async function createTestDataDir(dataDir: string): Promise<void> {
  mkdirSync(dataDir, { recursive: true });
  const pglite = await PGlite.create({ dataDir, loadDataDir: await pgliteTemplate() });
  await pglite.close();
}

/**
 * A fresh, migrated, empty database for one test file: PGlite in memory by default, or a new database
 * on the PostgreSQL server of TEST_DATABASE_URL (dropped again by `close`).
 */
export async function createTestDatabase(): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const pglite = await PGlite.create({ loadDataDir: await pgliteTemplate() });
    return openDatabase({ pglite });
  }
  const name = `fanfare_test_${Date.now().toString(36)}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 20 });
  await database.migrate();
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** A mailer that keeps what it was asked to send, for tests of the domain alone (the e2e suite uses real SMTP). */
export function createMemoryMailer(): Mailer & { sent: OutgoingMail[]; failNext: boolean } {
  const mailer = {
    sent: [] as OutgoingMail[],
    failNext: false,
    async send(mail: OutgoingMail) {
      if (mailer.failNext) {
        mailer.failNext = false;
        throw new Error("SMTP unavailable (test)");
      }
      mailer.sent.push(mail);
    },
    close() {},
  };
  return mailer;
}

/** Pulls the token out of the last link mailed to `to`. */
export function lastLinkToken(mailer: { sent: OutgoingMail[] }, to?: string): string {
  const mail = [...mailer.sent].reverse().find((m) => !to || m.to === to);
  const match = mail?.text.match(/[?&]token=([A-Za-z0-9_-]+)/);
  if (!match?.[1]) throw new Error(`no link mailed${to ? ` to ${to}` : ""}`);
  return match[1];
}

export function createTestContext(database: Database, overrides: Partial<CoreContext> = {}) {
  const clock = fixedClock(new Date("2026-11-22T09:00:00Z"));
  const mailer = createMemoryMailer();
  const ctx: CoreContext = {
    db: database.db,
    clock,
    mailer,
    captcha: createCaptchaVerifier({ provider: "none" }),
    log: pino({ level: "silent" }),
    config: {
      ...DEFAULT_CORE_CONFIG,
      publicUrl: "http://localhost:3000",
      sessionSecret: "test-secret-test-secret-test-secret",
      walletKeys: { current: Buffer.alloc(32, 7), previous: [] },
      webhookKeys: { current: Buffer.alloc(32, 9), previous: [] },
    },
    // Keys are random ids, so suites share one folder without meeting.
    storage: createLocalAssetStorage(join(tmpdir(), "fanfare-test-assets")),
    ...overrides,
  };
  return { ctx, clock, mailer };
}
export * from "./campaigns";
export * from "./social";

/**
 * One fresh database for the test file: created before the first test, closed after the last.
 * `const db = useTestDatabase();` then `db.current` inside tests.
 */
export function useTestDatabase(): { readonly current: Database } {
  const holder: { database?: Database } = {};
  beforeAll(async () => {
    holder.database = await createTestDatabase();
  });
  afterAll(async () => {
    await holder.database?.close();
  });
  return {
    get current() {
      if (!holder.database) throw new Error("the test database is created in beforeAll");
      return holder.database;
    },
  };
}
