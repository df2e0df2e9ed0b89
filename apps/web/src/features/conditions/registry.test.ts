import { CONDITION_TYPES } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { messages } from "@/test/render";
import { NotAvailable } from "./not-available";
import { CONDITION_KIND_VIEWS, conditionKindView } from "./registry";

/** A dotted key's text in the English messages, or undefined. */
function textOf(key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((tree, part) => (tree as Record<string, unknown> | undefined)?.[part], messages);
}

describe("the web's registry of condition kinds", () => {
  it("has a form and a translated name for every kind of the protocol, and no other kind", () => {
    expect(Object.keys(CONDITION_KIND_VIEWS).sort()).toEqual([...CONDITION_TYPES].sort());
    for (const type of CONDITION_TYPES) {
      const view = CONDITION_KIND_VIEWS[type];
      // A component of its own (next/dynamic's are objects, the registry's wrappers functions).
      expect(view.Form, type).toBeDefined();
      expect(view.Form, type).not.toBe(NotAvailable);
      expect(typeof textOf(view.name), `${type}: ${view.name}`).toBe("string");
    }
  });
});

describe("conditionKindView", () => {
  it("gives a kind this web does not know a generic name and no form to fill", () => {
    const view = conditionKindView("SOME_FUTURE_KIND" as never);
    expect(view.name).toBe("condition.title");
    expect(view.Form).toBe(NotAvailable);
  });
});
