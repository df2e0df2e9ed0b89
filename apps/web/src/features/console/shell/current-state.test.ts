import { describe, expect, it } from "vitest";
import { currentState } from "./current-state";

describe("currentState", () => {
  it("is the page on the item's own page, true beneath it, nothing elsewhere", () => {
    expect(currentState("/console", "/console")).toBe("page");
    expect(currentState("/console", "/console/projects/68373815-d705-4aca-a8a0-f558aa6d57ac")).toBe("true");
    expect(currentState("/console", "/console/team")).toBeUndefined();
    expect(currentState("/console/team", "/console/team")).toBe("page");
    expect(currentState("/console/team", "/console/teams")).toBeUndefined();
    expect(currentState("/console/audit", "/console")).toBeUndefined();
  });
});
