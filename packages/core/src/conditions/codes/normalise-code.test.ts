import { CODE_MAX_LENGTH } from "@fanfare/protocol";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkCodeInput, codeHash, generateCode, normaliseCode } from "./normalise-code";

/** ASCII → its full-width form (U+FF01…U+FF5E), space → ideographic space. */
function fullWidthOf(c: string): string {
  if (c === " ") return "\u3000";
  return c >= "!" && c <= "~" ? String.fromCharCode(c.charCodeAt(0) + 0xfee0) : c;
}
const toFullWidth = (s: string) => [...s].map(fullWidthOf).join("");

const asciiCode = fc.stringMatching(/^[A-Za-z0-9 -]{0,40}$/);

describe("normaliseCode", () => {
  it("trims, removes separators, upper-cases and maps look-alikes", () => {
    expect(normaliseCode("  abcd-efgh \n")).toBe("ABCDEFGH");
    expect(normaliseCode("ＡＢＣ１２３")).toBe("ABC123");
    expect(normaliseCode("hello world")).toBe("HE110W0R1D");
    expect(normaliseCode("ABCDーEFGH")).toBe("ABCDEFGH");
    expect(normaliseCode("O0 Il1")).toBe("00111");
  });

  it("property: idempotent", () => {
    fc.assert(fc.property(fc.string(), (s) => normaliseCode(normaliseCode(s)) === normaliseCode(s)));
  });

  it("property: full-width input is the same code as half-width", () => {
    fc.assert(fc.property(asciiCode, (s) => normaliseCode(toFullWidth(s)) === normaliseCode(s)));
  });

  it("property: case and surrounding or separating spaces and hyphens do not matter", () => {
    fc.assert(
      fc.property(asciiCode, fc.constantFrom(" ", "-", "\t", "　", "ー"), (s, sep) => {
        const n = normaliseCode(s);
        return (
          normaliseCode(s.toLowerCase()) === n &&
          normaliseCode(s.toUpperCase()) === n &&
          normaliseCode(`${sep}${s}${sep}`) === n &&
          normaliseCode([...s].join(sep)) === n
        );
      }),
    );
  });

  it("property: the result never contains look-alike letters, separators or lower case", () => {
    fc.assert(fc.property(fc.string(), (s) => !/[OIL\s\-a-z]/u.test(normaliseCode(s))));
  });

  it("empty after normalisation is E1002; longer than the maximum is E1003", () => {
    expect(checkCodeInput(" - ")).toEqual({ ok: false, error: "specificCode-E1002" });
    expect(checkCodeInput("A".repeat(CODE_MAX_LENGTH))).toEqual({ ok: true, code: "A".repeat(CODE_MAX_LENGTH) });
    expect(checkCodeInput("A".repeat(CODE_MAX_LENGTH + 1))).toEqual({ ok: false, error: "specificCode-E1003" });
    // separators do not count towards the length
    expect(checkCodeInput("A-".repeat(CODE_MAX_LENGTH)).ok).toBe(true);
  });

  it("generated codes survive normalisation unchanged but for the hyphens, and hash per condition", () => {
    for (let i = 0; i < 50; i++) {
      const code = generateCode();
      expect(code).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(normaliseCode(code)).toBe(code.replaceAll("-", ""));
    }
    expect(codeHash("k", "c1", "ABC")).not.toBe(codeHash("k", "c2", "ABC"));
    expect(codeHash("k", "c1", "ABC")).toMatch(/^[0-9a-f]{64}$/);
  });
});
