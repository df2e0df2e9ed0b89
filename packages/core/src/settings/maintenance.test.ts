import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../db/client";
import { createTestDatabase } from "../testing";
import { maintenanceSwitch, readMaintenance, setMaintenance } from "./maintenance";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe("maintenance switch", () => {
  it("is off by default, flips on and off, and is forced on by the variable", async () => {
    expect(await readMaintenance(database.db)).toBe(false);
    const live = maintenanceSwitch(database.db, { forced: false, ttlMs: 0 });
    await setMaintenance(database.db, true);
    expect(await live()).toBe(true);
    await setMaintenance(database.db, false);
    expect(await live()).toBe(false);
    expect(await maintenanceSwitch(database.db, { forced: true })()).toBe(true);
  });

  it("caches the stored value for its TTL", async () => {
    const cached = maintenanceSwitch(database.db, { forced: false, ttlMs: 60_000 });
    expect(await cached()).toBe(false);
    await setMaintenance(database.db, true);
    expect(await cached()).toBe(false);
    await setMaintenance(database.db, false);
  });
});
