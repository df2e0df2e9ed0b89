import { describe, expect, it } from "vitest";
import { findJourneyBrowser } from "./paths.mjs";

const absent = "/nonexistent/fanfare-test/chromium-headless-shell";
const alsoAbsent = "/nonexistent/fanfare-test/chromium";
const present = process.execPath; // any file that exists stands in for a browser

describe("findJourneyBrowser", () => {
  it("takes the first installed candidate: the headless shell before the full browser", () => {
    expect(findJourneyBrowser({}, [absent, present])).toBe(present);
    expect(findJourneyBrowser({}, [present, alsoAbsent])).toBe(present);
    expect(findJourneyBrowser({}, [absent, alsoAbsent])).toBeNull();
  });

  it("uses CHROMIUM_PATH alone when it is set, even when it is missing and a candidate is installed", () => {
    expect(findJourneyBrowser({ CHROMIUM_PATH: present }, [absent])).toBe(present);
    expect(findJourneyBrowser({ CHROMIUM_PATH: absent }, [present])).toBeNull();
  });
});
