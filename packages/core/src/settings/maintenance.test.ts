import { afterEach, describe, expect, it, vi } from "vitest";
import { useTestDatabase } from "../testing";
import { maintenanceSwitch, readMaintenance, setMaintenance } from "./maintenance";

const db = useTestDatabase();

describe("maintenance switch", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("is off by default, flips on and off, and is forced on by the variable", async () => {
    // The clock stands still (only Date: the database's own timers run): with a TTL of 0 each call reads,
    // even two in the same millisecond, which a fast machine's CI run once did.
    vi.useFakeTimers({ toFake: ["Date"] });
    expect(await readMaintenance(db.current.db)).toBe(false);
    const live = maintenanceSwitch(db.current.db, { forced: false, ttlMs: 0 });
    await setMaintenance(db.current.db, true);
    expect(await live()).toBe(true);
    await setMaintenance(db.current.db, false);
    expect(await live()).toBe(false);
    expect(await maintenanceSwitch(db.current.db, { forced: true })()).toBe(true);
  });

  it("caches the stored value for its TTL", async () => {
    const cached = maintenanceSwitch(db.current.db, { forced: false, ttlMs: 60_000 });
    expect(await cached()).toBe(false);
    await setMaintenance(db.current.db, true);
    expect(await cached()).toBe(false);
    await setMaintenance(db.current.db, false);
  });
});
