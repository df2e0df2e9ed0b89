import { renderHook } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { ANNOUNCE_EVERY_MS, useChangeAnnouncer } from "./use-change-announcer";

const say = { grew: (added: number, total: number) => `+${added} → ${total}`, soldOut: "sold out" };

/** The hook on a clock the test moves, fed one poll's figures at a time. */
function setUp() {
  let time = 1_000_000;
  const now = () => time;
  let poll = 0;
  type Figures = { count: number; soldOut: boolean; computedAt: string } | undefined;
  const { result, rerender } = renderHook(
    ({ figures }: { figures: Figures }) => useChangeAnnouncer(figures, say, now),
    {
      initialProps: { figures: undefined as Figures },
    },
  );
  return {
    said: () => result.current,
    poll(count: number, soldOut = false, advance = 3000) {
      time += advance;
      poll += 1;
      rerender({ figures: { count, soldOut, computedAt: `poll-${poll}` } });
    },
  };
}

describe("useChangeAnnouncer", () => {
  it("says nothing about the first figures or unchanged polls; says a rise at once, then at most every 30 s", () => {
    const hook = setUp();
    hook.poll(10);
    hook.poll(10);
    expect(hook.said()).toBe("");
    hook.poll(12);
    expect(hook.said()).toBe("+2 → 12");
    hook.poll(15); // 3 s later: held back
    expect(hook.said()).toBe("+2 → 12");
    hook.poll(15, false, ANNOUNCE_EVERY_MS); // a later poll, nothing new since, says what was held back
    expect(hook.said()).toBe("+3 → 15");
  });

  it("says running out at once, and only once", () => {
    const hook = setUp();
    hook.poll(3);
    hook.poll(4);
    expect(hook.said()).toBe("+1 → 4");
    hook.poll(5, true);
    expect(hook.said()).toBe("sold out");
    hook.poll(5, true, ANNOUNCE_EVERY_MS);
    expect(hook.said()).toBe("sold out");
  });
});
