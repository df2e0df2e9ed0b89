import { readdirSync } from "node:fs";
import { join } from "node:path";
import { CONDITION_KINDS } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";

// `/projects/[projectId]/[campaign]/draw` sits beside `[condition]`, whose segment is a condition kind's
// slug (or `code-input`). Next serves a static segment first, so a kind with the slug `draw` would have an
// unreachable page. Kind slugs are fixed in the protocol's registry (operators do not choose them).
describe("the draw record's route", () => {
  it("is never a condition's slug", () => {
    const campaignDir = join(__dirname, "../../app/[locale]/projects/[projectId]/[campaign]");
    const pages = readdirSync(campaignDir).filter((name) => !name.startsWith("[") && !name.includes("."));
    expect(pages).toContain("draw");
    expect(CONDITION_KINDS.map((kind) => kind.slug)).not.toContain("draw");
  });
});
