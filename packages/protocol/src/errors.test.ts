import { describe, expect, it } from "vitest";
import { ERROR_CATEGORIES } from "./enums";
import { ERROR_CODES, ERRORS, isErrorCode } from "./errors";

// The spec's catalogue (section 8), verbatim: each must be in the map.
const SPEC_CODES = [
  "receivedPage-2001",
  "survey-E2000",
  "survey-E2003",
  "listOfApplicant-E2000",
  "campaignPolicy-E2000",
  "campaignPolicy-E2001",
  "campaignPolicy-E2002",
  "policy-E2000",
  "policy-E2001",
  "policy-E2002",
  "premiumContent-E2004",
  "premiumContent-E2007",
  "premiumContent-E2008",
  "user-E2004",
  "user-E2005",
  "user-E2008",
  "email-change-E2003",
  "email-change-E2004",
  "account-cancel-E2003",
  "account-cancel-E2004",
  "specificCode-E1002",
  "specificCode-E1003",
  "specificCode-E2001",
  "specificCode-E2002",
  "specificCode-E2003",
  "specificCode-E2005",
  "spotifyCondition-E2000",
  "spotifyCondition-E2001",
  "spotifyCondition-E2007",
  "spotifyCondition-E2008",
  "E6000",
  "E12001",
  "E6003",
  "nftContent-E2021",
  ...["instagramCondition", "tiktokCondition"].flatMap((p) =>
    ["E2000", "E2002", "E2003", "E2004", "E2006", "E2007", "E2008", "E2010"].map((s) => `${p}-${s}`),
  ),
];
// The six the spec shows as {hash}, named in ADR 0004.
const NAMED_HASH_CODES = [
  "claimPage-E2001",
  "claim-E2002",
  "claim-E2003",
  "luckyDraw-E2001",
  "luckyDraw-E2002",
  "luckyDraw-E2003",
];

describe("error catalogue", () => {
  it("holds every code of the spec and the six named ones", () => {
    for (const code of [...SPEC_CODES, ...NAMED_HASH_CODES]) expect(isErrorCode(code), code).toBe(true);
  });

  it("gives every code an error status and a spec category", () => {
    for (const code of ERROR_CODES) {
      const def = ERRORS[code];
      expect(def.status, code).toBeGreaterThanOrEqual(400);
      expect(def.status, code).toBeLessThan(600);
      expect(ERROR_CATEGORIES, code).toContain(def.category);
      expect(def.message.length, code).toBeGreaterThan(3);
    }
  });

  it("uses only 5xx for our own failures, never for a refusal of input", () => {
    // The numbering says what a code is (see errors.ts): E1xxx malformed input, E2xxx a refusal or an
    // outside service's failure, E5xxx our own failure.
    const kind = (code: string) => code.match(/-?E(\d)\d{3}$/)?.[1];
    const input = ERROR_CODES.filter((c) => kind(c) === "1");
    const ours = ERROR_CODES.filter((c) => kind(c) === "5");
    expect(input.length).toBeGreaterThan(0);
    expect(ours.length).toBeGreaterThan(0);
    for (const code of input) expect(ERRORS[code].status, code).toBeLessThan(500);
    for (const code of ours) expect(ERRORS[code].status, code).toBeGreaterThanOrEqual(500);
    // Any other 5xx reports a service we depend on (Spotify, the chain, …) as unreachable or failing:
    // 502 or 503, never the 500 that means a fault of our own.
    for (const code of ERROR_CODES.filter((c) => ERRORS[c].status >= 500 && kind(c) !== "5")) {
      expect([502, 503, 504], code).toContain(ERRORS[code].status);
    }
  });

  it("rejects what is not a code", () => {
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode("__proto__")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
