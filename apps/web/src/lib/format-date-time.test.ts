import { describe, expect, it } from "vitest";
import { formatDateTime } from "./format-date-time";
import { detectTimeZone, storeTimeZone } from "./time-zone";

const instant = "2026-11-22T07:00:00Z";

describe("formatDateTime", () => {
  it("writes the instant in the fan's zone, in the locale's format, naming the zone", () => {
    expect(formatDateTime(instant, { locale: "ja", timeZone: "Asia/Tokyo" })).toBe("2026年11月22日 16:00 JST");
    expect(formatDateTime(instant, { locale: "en", timeZone: "Asia/Tokyo" })).toBe("Nov 22, 2026, 4:00 PM GMT+9");
    expect(formatDateTime(instant, { locale: "fr", timeZone: "Europe/Paris" })).toBe("22 nov. 2026, 08:00 UTC+1");
    expect(formatDateTime(instant, { locale: "th", timeZone: "Asia/Bangkok" })).toBe("22 พ.ย. 2569 14:00 GMT+7");
  });

  it("accepts dates, ISO strings and epoch milliseconds alike", () => {
    const options = { locale: "en", timeZone: "UTC" } as const;
    const expected = "Nov 22, 2026, 7:00 AM UTC";
    expect(formatDateTime(new Date(instant), options)).toBe(expected);
    expect(formatDateTime(Date.parse(instant), options)).toBe(expected);
    expect(formatDateTime(instant, options)).toBe(expected);
  });

  it("keeps one formatter per locale and zone, never another's", () => {
    // Alternating, so a formatter kept under too loose a key would show in the next line.
    expect(formatDateTime(instant, { locale: "en", timeZone: "Asia/Tokyo" })).toBe("Nov 22, 2026, 4:00 PM GMT+9");
    expect(formatDateTime(instant, { locale: "en", timeZone: "Asia/Bangkok" })).toBe("Nov 22, 2026, 2:00 PM GMT+7");
    expect(formatDateTime(instant, { locale: "ja", timeZone: "Asia/Bangkok" })).toBe("2026年11月22日 14:00 GMT+7");
    expect(formatDateTime(instant, { locale: "en", timeZone: "Asia/Tokyo" })).toBe("Nov 22, 2026, 4:00 PM GMT+9");
    expect(() => formatDateTime(instant, { locale: "en", timeZone: "Mars/Olympus" })).toThrow(RangeError);
  });

  it("changes the day when the zone does", () => {
    const lateUtc = "2026-12-31T20:30:00Z";
    expect(formatDateTime(lateUtc, { locale: "ja", timeZone: "Asia/Tokyo" })).toBe("2027年1月1日 5:30 JST");
    expect(formatDateTime(lateUtc, { locale: "en", timeZone: "America/New_York" })).toBe("Dec 31, 2026, 3:30 PM EST");
  });
});

describe("the fan's time zone", () => {
  it("is detected from the browser, a zone its formatters take, and stored under the product prefix", () => {
    const zone = detectTimeZone();
    expect(zone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(() => formatDateTime(instant, { locale: "ja", timeZone: zone })).not.toThrow();
    storeTimeZone("Asia/Bangkok");
    expect(localStorage.getItem("fanfare.timeZone")).toBe("Asia/Bangkok");
    localStorage.clear();
  });
});
