import { CONDITION_TYPES } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { NotAvailable } from "./not-available";
import { CONDITION_KIND_FORMS, conditionKindForm } from "./registry";

describe("the web's registry of condition kinds' forms", () => {
  it("has a form of its own for every kind of the protocol, and no other kind", () => {
    expect(Object.keys(CONDITION_KIND_FORMS).sort()).toEqual([...CONDITION_TYPES].sort());
    for (const type of CONDITION_TYPES) {
      // A component of its own (next/dynamic's are objects, the registry's wrappers functions).
      expect(CONDITION_KIND_FORMS[type], type).toBeDefined();
      expect(CONDITION_KIND_FORMS[type], type).not.toBe(NotAvailable);
      expect(conditionKindForm(type), type).toBe(CONDITION_KIND_FORMS[type]);
    }
  });
});

describe("conditionKindForm", () => {
  it("gives a kind this web does not know no form to fill", () => {
    expect(conditionKindForm("SOME_FUTURE_KIND" as never)).toBe(NotAvailable);
  });
});
