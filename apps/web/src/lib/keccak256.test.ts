import { describe, expect, it } from "vitest";
import { keccak256Hex } from "./keccak256";

const bytes = (text: string) => new TextEncoder().encode(text);

describe("keccak256Hex", () => {
  it("matches the known digests (Ethereum's Keccak, not SHA3)", () => {
    expect(keccak256Hex(bytes(""))).toBe("c5d2460186f7233c927e7db2dcc703c0e500b653ca82273b7bfad8045d85a470");
    expect(keccak256Hex(bytes("abc"))).toBe("4e03657aea45a94fc7d47ba826c8d667c0d1e6e33a64a036ec44f58fa12d6c45");
  });

  it("handles input longer than one block", () => {
    expect(keccak256Hex(bytes("a".repeat(200)))).toMatch(/^[0-9a-f]{64}$/);
  });
});
