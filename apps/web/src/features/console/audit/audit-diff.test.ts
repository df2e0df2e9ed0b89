import { describe, expect, it } from "vitest";
import { changedFields, displayValue } from "./audit-diff";

describe("changedFields", () => {
  it("lists only the fields whose values differ, nested texts language by language", () => {
    const before = { title: { ja: "春", en: "Spring" }, totalSupply: 100, perFanLimit: 1 };
    const after = { title: { ja: "春", en: "Spring gift" }, totalSupply: 150, perFanLimit: 1 };
    expect(changedFields(before, after)).toEqual([
      { field: "title.en", before: "Spring", after: "Spring gift" },
      { field: "totalSupply", before: 100, after: 150 },
    ]);
  });

  it("lists what a creation set and what a removal took away", () => {
    expect(changedFields(null, { email: "new@example.test", role: "EDITOR" })).toEqual([
      { field: "email", before: undefined, after: "new@example.test" },
      { field: "role", before: undefined, after: "EDITOR" },
    ]);
    expect(changedFields({ role: "VIEWER" }, null)).toEqual([{ field: "role", before: "VIEWER", after: undefined }]);
  });

  it("names a language added to a text, and treats a null field like a missing one", () => {
    expect(changedFields({ title: { ja: "春" } }, { title: { ja: "春", th: "ฤดูใบไม้ผลิ" } })).toEqual([
      { field: "title.th", before: undefined, after: "ฤดูใบไม้ผลิ" },
    ]);
    expect(changedFields({ description: null }, { description: { ja: "説明" } })).toEqual([
      { field: "description.ja", before: undefined, after: "説明" },
    ]);
    expect(changedFields({ note: null }, {})).toEqual([]);
  });

  it("compares lists of plain values and other values whole, objects in any key order", () => {
    expect(changedFields({ allowedCountries: ["JP", "TH"] }, { allowedCountries: ["JP"] })).toEqual([
      { field: "allowedCountries", before: ["JP", "TH"], after: ["JP"] },
    ]);
    expect(
      changedFields({ assets: [{ type: "LOGO", url: "/a.png" }] }, { assets: [{ url: "/a.png", type: "LOGO" }] }),
    ).toEqual([]);
    expect(changedFields({ tags: ["a", { b: 1 }] }, { tags: ["a", { b: 2 }] })).toEqual([
      { field: "tags", before: ["a", { b: 1 }], after: ["a", { b: 2 }] },
    ]);
  });

  it("compares a list of objects position by position, counted from 1, with what a new position set", () => {
    const site = { type: "WEBSITE", url: "https://a.example", label: { ja: "公式", en: "Official" } };
    const x = { type: "TWITTER", url: "https://x.com/a" };
    expect(
      changedFields(
        { links: [site, x] },
        {
          links: [{ ...site, label: { ja: "公式", en: "Official site" } }, x, { type: "INSTAGRAM", url: "https://i" }],
        },
      ),
    ).toEqual([
      { field: "links[1].label.en", before: "Official", after: "Official site" },
      { field: "links[3].type", before: undefined, after: "INSTAGRAM" },
      { field: "links[3].url", before: undefined, after: "https://i" },
    ]);
    expect(changedFields({ links: [x] }, { links: [] })).toEqual([
      { field: "links[1].type", before: "TWITTER", after: undefined },
      { field: "links[1].url", before: "https://x.com/a", after: undefined },
    ]);
    expect(changedFields({ nfts: null }, { nfts: [{ key: "gift" }] })).toEqual([
      { field: "nfts[1].key", before: undefined, after: "gift" },
    ]);
    expect(changedFields({ links: [] }, { links: [] })).toEqual([]);
  });

  it("finds nothing when nothing changed or there is nothing to compare", () => {
    expect(changedFields(null, null)).toEqual([]);
    expect(changedFields({ status: "PUBLISH" }, { status: "PUBLISH" })).toEqual([]);
  });
});

describe("displayValue", () => {
  it("shows values as an operator reads them", () => {
    expect(displayValue("Spring")).toBe("Spring");
    expect(displayValue("")).toBe('""');
    expect(displayValue(150)).toBe("150");
    expect(displayValue(false)).toBe("false");
    expect(displayValue(["JP", "TH"])).toBe("JP, TH");
    expect(displayValue([])).toBe("[]");
    expect(displayValue({ type: "LOGO" })).toBe('{"type":"LOGO"}');
    expect(displayValue(null)).toBeNull();
    expect(displayValue(undefined)).toBeNull();
  });

  it("shows an instant through the given format, and leaves text that only starts with a date as text", () => {
    const instant = (date: Date) => `at ${date.getTime()}`;
    expect(displayValue("2026-12-01T23:12:00.000Z", instant)).toBe("at 1796166720000");
    expect(displayValue("2026-12-02T06:12:00+07:00", instant)).toBe("at 1796166720000");
    expect(displayValue("2026-12-01 live in Tokyo", instant)).toBe("2026-12-01 live in Tokyo");
    expect(displayValue("2026-12-01", instant)).toBe("2026-12-01");
    expect(displayValue("2026-13-45T99:99:00.000Z", instant)).toBe("2026-13-45T99:99:00.000Z");
  });
});
