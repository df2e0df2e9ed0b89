import { SOCIAL_PROVIDER_DEFINITIONS } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import { PROVIDER_NAME } from "./names";
import { SOCIAL_PROVIDER_VIEWS } from "./registry";

describe("PROVIDER_NAME", () => {
  it("names every provider as the protocol does, and its view by the same name", () => {
    expect(Object.keys(PROVIDER_NAME).sort()).toEqual(SOCIAL_PROVIDER_DEFINITIONS.map((p) => p.id).sort());
    for (const provider of SOCIAL_PROVIDER_DEFINITIONS) {
      expect(PROVIDER_NAME[provider.id]).toBe(provider.name);
      expect(SOCIAL_PROVIDER_VIEWS[provider.id].name).toBe(provider.name);
    }
  });
});
