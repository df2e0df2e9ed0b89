import { CONDITION_TYPES } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { messages } from "@/test/render";
import { CONDITION_KIND_NAMES, conditionKindName } from "./names";

/** A dotted key's text in the English messages, or undefined. */
function textOf(key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>((tree, part) => (tree as Record<string, unknown> | undefined)?.[part], messages);
}

describe("the condition kinds' names", () => {
  it("name every kind of the protocol, and no other kind, with a translated text", () => {
    expect(Object.keys(CONDITION_KIND_NAMES).sort()).toEqual([...CONDITION_TYPES].sort());
    for (const type of CONDITION_TYPES) {
      const name = conditionKindName(type);
      expect(name, type).toBe(CONDITION_KIND_NAMES[type]);
      expect(typeof textOf(name), `${type}: ${name}`).toBe("string");
    }
  });

  it("give a kind this web does not know a generic name", () => {
    expect(conditionKindName("SOME_FUTURE_KIND" as never)).toBe("condition.title");
  });
});
