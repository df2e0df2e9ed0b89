import { describe, expect, it } from "vitest";
import { isoToLocalInput, localInputToIso, offsetText } from "./zoned-time";

describe("the operator's time zone", () => {
  it("writes offsets as ±HH:MM", () => {
    expect(offsetText(420)).toBe("+07:00");
    expect(offsetText(-330)).toBe("-05:30");
    expect(offsetText(0)).toBe("+00:00");
  });

  it("sends a typed local time as ISO with the offset of that instant, and reads it back the same", () => {
    const iso = localInputToIso("2026-12-01T10:30");
    expect(iso).toMatch(/^2026-12-01T10:30:00[+-]\d{2}:\d{2}$/);
    // The instant is the one the browser's zone gives that wall-clock time.
    expect(Date.parse(iso ?? "")).toBe(new Date(2026, 11, 1, 10, 30).getTime());
    expect(isoToLocalInput(iso)).toBe("2026-12-01T10:30");
  });

  it("leaves empty and malformed values out", () => {
    expect(localInputToIso("")).toBeNull();
    expect(localInputToIso("tomorrow")).toBeNull();
    expect(isoToLocalInput(null)).toBe("");
    expect(isoToLocalInput("not a date")).toBe("");
  });
});
