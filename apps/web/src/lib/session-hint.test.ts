import { describe, expect, it } from "vitest";
import { mayHaveSession } from "./session-hint";

const jar = (...names: string[]) => ({ has: (name: string) => names.includes(name) });

describe("mayHaveSession", () => {
  it("is false only without both the hint and the access cookie", () => {
    expect(mayHaveSession(jar())).toBe(false);
    expect(mayHaveSession(jar("NEXT_LOCALE", "fanfare.accept-cookie-policy"))).toBe(false);
    expect(mayHaveSession(jar("ff_session"))).toBe(true);
    expect(mayHaveSession(jar("ff_at"))).toBe(true);
  });
});
