import { describe, expect, it } from "vitest";
import { parseEmail } from "./email-rule";

describe("parseEmail", () => {
  it("applies the protocol's EmailSchema", async () => {
    expect(await parseEmail("  fan@example.com ")).toBe("fan@example.com");
    expect(await parseEmail("fan@example")).toBeNull();
    expect(await parseEmail("fan example@example.com")).toBeNull();
    expect(await parseEmail(`${"a".repeat(250)}@example.com`)).toBeNull();
  });
});
