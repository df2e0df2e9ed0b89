import { describe, expect, it } from "vitest";
import { CSV_BOM, csvField, csvLine, toCsv } from "./csv";

describe("csv", () => {
  it("never lets a cell start a formula: = + - @ tab and CR get an apostrophe", () => {
    expect(csvField('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvField("+81 3")).toBe("'+81 3");
    expect(csvField("-1")).toBe("'-1");
    expect(csvField("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvField("\tx")).toBe("'\tx");
    expect(csvField("\rx")).toBe('"\'\rx"');
    expect(csvField("a=b")).toBe("a=b");
  });

  it("quotes commas, quotes and line ends; writes null as empty and numbers as text", () => {
    expect(csvField('say "hi", twice\n')).toBe('"say ""hi"", twice\n"');
    expect(csvField(null)).toBe("");
    expect(csvField(undefined)).toBe("");
    expect(csvField(3)).toBe("3");
    expect(csvField("山田")).toBe("山田");
  });

  it("ends every line with CRLF; the byte-order mark is U+FEFF", () => {
    expect(csvLine(["a", 1, null])).toBe("a,1,\r\n");
    expect(toCsv(["code"], [["X"], ["Y"]])).toBe("code\r\nX\r\nY\r\n");
    expect(CSV_BOM).toBe("\uFEFF");
  });
});
