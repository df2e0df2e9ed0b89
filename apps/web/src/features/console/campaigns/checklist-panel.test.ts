import { describe, expect, it } from "vitest";
import { checklistAnchor } from "./checklist-panel";

const campaign = { nfts: [{ key: "gold" }, { key: "silver" }] } as Parameters<typeof checklistAnchor>[1];

describe("a checklist item's link to its field", () => {
  it("points at the builder's control: NFTs by their place, conditions by id, a translation at its first missing language", () => {
    expect(checklistAnchor({ code: "WINDOW_ORDER", field: "endsAt", ok: false }, campaign)).toBe("field-endsAt");
    expect(
      checklistAnchor({ code: "TRANSLATION", field: "title", ok: false, missingLocales: ["fr", "th"] }, campaign),
    ).toBe("field-title-fr");
    expect(
      checklistAnchor({ code: "TRANSLATION", field: "nfts.silver.name", ok: false, missingLocales: ["en"] }, campaign),
    ).toBe("field-nfts-1-name-en");
    expect(checklistAnchor({ code: "CONDITION_SETTINGS", field: "conditions.abc", ok: false }, campaign)).toBe(
      "field-conditions-abc",
    );
  });
});
