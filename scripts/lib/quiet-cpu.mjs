import { readFileSync } from "node:fs";

/**
 * Waiting for a quiet machine before a measurement that the rest of the machine would skew.
 *
 * Lighthouse's simulated throttling multiplies what the page's main thread took *on this host*, and on
 * two cores anything else running (the stack the bench just started settling, a build finishing, a
 * worker's jobs) shows in that time. Lighthouse's own guidance on variability is to measure on a quiet
 * machine; this is how the bench waits for one rather than hoping for it.
 */

/**
 * The machine's CPU counters from /proc/stat's first line: total and idle jiffies (idle + iowait).
 * @param {string} procStat the text of /proc/stat
 * @returns {{ total: number, idle: number }}
 */
export function parseCpuLine(procStat) {
  const line = procStat.split("\n").find((candidate) => candidate.startsWith("cpu "));
  if (!line) throw new Error("no aggregate cpu line in /proc/stat");
  const fields = line.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal (guest and guest_nice are already in user and nice)
  const counted = fields.slice(0, 8);
  if (counted.length < 5 || counted.some((value) => !Number.isFinite(value))) {
    throw new Error(`unexpected cpu line in /proc/stat: ${line}`);
  }
  const total = counted.reduce((sum, value) => sum + value, 0);
  return { total, idle: (counted[3] ?? 0) + (counted[4] ?? 0) };
}

/**
 * The share of the machine's CPU time that was idle between two readings (0–1).
 * @param {{ total: number, idle: number }} before
 * @param {{ total: number, idle: number }} after
 */
export function idleShare(before, after) {
  const total = after.total - before.total;
  if (total <= 0) return 1;
  return Math.min(1, Math.max(0, (after.idle - before.idle) / total));
}

/**
 * Waits until one `windowMs` window in which at least `minIdle` of the CPU was idle, or `timeoutMs`.
 * Where /proc/stat is missing (not Linux), answers at once with `null`.
 * @param {{ minIdle?: number, windowMs?: number, timeoutMs?: number, read?: () => string }} [options]
 * @returns {Promise<{ idle: number, waitedMs: number, quiet: boolean } | null>} the last window's idle share
 */
export async function waitForQuietCpu({
  minIdle = 0.9,
  windowMs = 1000,
  timeoutMs = 60_000,
  read = () => readFileSync("/proc/stat", "utf8"),
} = {}) {
  let before;
  try {
    before = parseCpuLine(read());
  } catch {
    return null;
  }
  const started = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, windowMs));
    const after = parseCpuLine(read());
    const idle = idleShare(before, after);
    const waitedMs = Date.now() - started;
    if (idle >= minIdle || waitedMs >= timeoutMs) return { idle, waitedMs, quiet: idle >= minIdle };
    before = after;
  }
}
