import { describe, expect, it } from "vitest";
import { formatAge, formatCoin, shortHex } from "./minting-format";

describe("minting page formats", () => {
  it("shows wei as the chain's coin in the locale, to four decimals", () => {
    expect(formatCoin("9999987654321000000000", 18, "ETH", "en")).toBe("9,999.9877 ETH");
    expect(formatCoin("100000000000000000", 18, "POL", "fr")).toBe("0,1 POL");
    expect(formatCoin("0", 18, "ETH", "ja")).toBe("0 ETH");
  });

  it("says an age in the largest whole unit", () => {
    expect(formatAge(42_000, "en")).toBe("42 sec");
    expect(formatAge(185_000, "en")).toBe("3 min");
    expect(formatAge(3 * 3_600_000 + 5, "en")).toBe("3 hr");
    expect(formatAge(5 * 86_400_000, "en")).toBe("5 days");
    expect(formatAge(-5, "en")).toBe("0 sec");
  });

  it("shortens long hex, keeps short", () => {
    expect(shortHex("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBe("0xf39Fd6…b92266");
    expect(shortHex("0x1234")).toBe("0x1234");
  });
});
