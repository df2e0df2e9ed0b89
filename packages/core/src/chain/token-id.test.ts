import { describe, expect, it } from "vitest";
import { tokenIdForClaim } from "./token-id";

describe("tokenIdForClaim", () => {
  it("is the claim id as a number: the same claim always names the same token", () => {
    const id = "0190a1b2-c3d4-7e5f-8a9b-0c1d2e3f4a5b";
    expect(tokenIdForClaim(id)).toBe(BigInt("0x0190a1b2c3d47e5f8a9b0c1d2e3f4a5b").toString());
    expect(tokenIdForClaim(id)).toBe(tokenIdForClaim(id.toUpperCase()));
    expect(tokenIdForClaim("ffffffff-ffff-ffff-ffff-ffffffffffff")).toBe((2n ** 128n - 1n).toString());
  });

  it("refuses what is not a UUID", () => {
    expect(() => tokenIdForClaim("42")).toThrow(/not a claim id/);
  });
});
