import { describe, expect, it } from "vitest";
import { e2ePlan, isCi } from "./e2e-plan.mjs";

const absent = "/nonexistent/fanfare-test/chromium";
const present = process.execPath; // any file that exists stands in for the browser

describe("e2ePlan", () => {
  it("runs the suite with the Chromium it finds, CI or not", () => {
    expect(e2ePlan({ CHROMIUM_PATH: present, CI: "true" })).toEqual({ action: "run", chromium: present });
    expect(e2ePlan({ CHROMIUM_PATH: present })).toEqual({ action: "run", chromium: present });
  });

  it("fails, not skips, under CI when there is no Chromium", () => {
    for (const CI of ["true", "1", "yes"]) {
      const plan = e2ePlan({ CHROMIUM_PATH: absent, CI });
      expect(plan, CI).toMatchObject({ action: "fail" });
      expect(plan, CI).toHaveProperty("reason", expect.stringContaining(absent));
    }
  });

  it("skips, saying so, on a machine that is not CI", () => {
    for (const CI of [undefined, "", "0", "false"]) {
      const plan = e2ePlan({ CHROMIUM_PATH: absent, ...(CI === undefined ? {} : { CI }) });
      expect(plan, String(CI)).toEqual({ action: "skip", reason: expect.stringContaining("not CI") });
    }
  });

  it("reads CI as CI services set it", () => {
    expect([isCi({ CI: "true" }), isCi({ CI: "TRUE" }), isCi({ CI: "false" }), isCi({})]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});
