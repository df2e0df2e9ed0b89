import { describe, expect, it } from "vitest";
import { isTimeZone, timeFormatter } from "./time-zone";

describe("time zones", () => {
  it("accepts IANA names (and old aliases), refuses offsets and nonsense", () => {
    for (const zone of [
      "UTC",
      "Asia/Tokyo",
      "Europe/Paris",
      "Asia/Bangkok",
      "America/Argentina/Buenos_Aires",
      "Asia/Calcutta",
      "Etc/GMT+9",
    ]) {
      expect([zone, isTimeZone(zone)]).toEqual([zone, true]);
    }
    for (const zone of ["", "+09:00", "Mars/Olympus", "Asia/Tokyo\u0000", "../etc/passwd", "x".repeat(80)]) {
      expect([zone, isTimeZone(zone)]).toEqual([zone, false]);
    }
  });

  it("writes the local time with its offset, daylight saving time included", () => {
    const at = new Date("2026-07-01T12:34:56.789Z");
    expect(timeFormatter("UTC")(at)).toBe("2026-07-01T12:34:56.789+00:00");
    expect(timeFormatter("Asia/Tokyo")(at)).toBe("2026-07-01T21:34:56.789+09:00");
    expect(timeFormatter("Europe/Paris")(at)).toBe("2026-07-01T14:34:56.789+02:00");
    expect(timeFormatter("Europe/Paris")(new Date("2026-01-01T00:00:00.000Z"))).toBe("2026-01-01T01:00:00.000+01:00");
    expect(timeFormatter("Asia/Kathmandu")(at)).toBe("2026-07-01T18:19:56.789+05:45");
    // Midnight is 00, not 24 (hourCycle h23), and the day changes with the zone.
    expect(timeFormatter("Asia/Bangkok")(new Date("2026-12-31T17:00:00.000Z"))).toBe("2027-01-01T00:00:00.000+07:00");
    expect(timeFormatter("UTC")(null)).toBe("");
  });
});
