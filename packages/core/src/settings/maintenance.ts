import { eq } from "drizzle-orm";
import type { Db } from "../db/client";
import { appSettings } from "./tables";

const KEY = "maintenance";

/** Turns the stored maintenance switch on or off (the MAINTENANCE_MODE variable forces it on regardless). */
export async function setMaintenance(db: Db, on: boolean, now = new Date()): Promise<void> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: on, updatedAt: now })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: on, updatedAt: now } });
}

export async function readMaintenance(db: Db): Promise<boolean> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, KEY));
  return row?.value === true;
}

/**
 * The switch as every request sees it: read at most once per `ttlMs` per process, so maintenance
 * costs no query per request and still reaches every API process within seconds.
 */
export function maintenanceSwitch(db: Db, options: { forced: boolean; ttlMs?: number }) {
  const ttl = options.ttlMs ?? 5000;
  let cached = { value: false, at: 0 };
  return async function isMaintenance(): Promise<boolean> {
    if (options.forced) return true;
    const now = Date.now();
    // At least, not more than: with a TTL of 0 every call reads, even two within one millisecond (a fast
    // machine's CI run read the switch stale that way).
    if (now - cached.at >= ttl) {
      // A database hiccup must not switch the product off: keep the last known value.
      const value = await readMaintenance(db).catch(() => cached.value);
      cached = { value, at: now };
    }
    return cached.value;
  };
}
