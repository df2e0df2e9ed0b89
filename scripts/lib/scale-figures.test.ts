import { describe, expect, it } from "vitest";
import {
  type Answered,
  type Attempt,
  cpuTicksOfStat,
  pairedAttempts,
  quantile,
  roundRobin,
  shuffledAttempts,
  summariseRun,
} from "./scale-figures";

/** A seeded generator, so a shuffle repeats. */
function seeded(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe("roundRobin", () => {
  it("gives each upstream in turn, and back to the first", () => {
    const next = roundRobin([3600, 3601, 3602]);
    expect(Array.from({ length: 7 }, next)).toEqual([3600, 3601, 3602, 3600, 3601, 3602, 3600]);
  });

  it("over one upstream always gives it", () => {
    const next = roundRobin(["only"]);
    expect([next(), next(), next()]).toEqual(["only", "only", "only"]);
  });

  it("refuses an empty list", () => {
    expect(() => roundRobin([])).toThrow();
  });
});

describe("pairedAttempts", () => {
  const attempts = pairedAttempts(100, "t", seeded(7));

  it("gives every fan two attempts, side by side", () => {
    expect(attempts).toHaveLength(200);
    for (let i = 0; i < attempts.length; i += 2) expect(attempts[i]?.fan).toBe(attempts[i + 1]?.fan);
    expect(new Set(attempts.map((a) => a.fan)).size).toBe(100);
  });

  it("sends the same key twice for even fans and two keys for odd fans", () => {
    for (let i = 0; i < attempts.length; i += 2) {
      const [first, second] = [attempts[i] as Attempt, attempts[i + 1] as Attempt];
      if (first.fan % 2 === 0) expect(second.key).toBe(first.key);
      else expect(second.key).not.toBe(first.key);
    }
  });

  it("does not always send the same one of a pair first", () => {
    const firsts = new Set<string>();
    for (let i = 0; i < attempts.length; i += 2) {
      const fan = attempts[i]?.fan ?? 0;
      if (fan % 2 === 1) firsts.add(attempts[i]?.key.includes("-a-") ? "a" : "b");
    }
    expect(firsts).toEqual(new Set(["a", "b"]));
  });

  it("sends a fan's two attempts to two processes behind a round-robin of two", () => {
    const next = roundRobin([0, 1]);
    const sentTo = attempts.map((a) => ({ fan: a.fan, upstream: next() }));
    for (let i = 0; i < sentTo.length; i += 2) expect(sentTo[i]?.upstream).not.toBe(sentTo[i + 1]?.upstream);
  });

  it("shuffles the fans and uses keys of its own run", () => {
    expect(attempts.map((a) => a.fan).slice(0, 20)).not.toEqual(Array.from({ length: 10 }, (_, f) => [f, f]).flat());
    const again = pairedAttempts(100, "t", seeded(8));
    expect(again[0]?.key).not.toBe(attempts.find((a) => a.fan === again[0]?.fan)?.key);
  });
});

describe("shuffledAttempts", () => {
  it("holds the same attempts as the pairs, no longer side by side", () => {
    const paired = pairedAttempts(200, "t", seeded(3));
    const shuffled = shuffledAttempts(200, "t", seeded(3));
    const asText = (list: Attempt[]) => list.map((a) => `${a.fan} ${a.key}`).sort();
    expect(asText(shuffled)).toEqual(asText(paired));
    let adjacent = 0;
    for (let i = 0; i < shuffled.length; i += 2) if (shuffled[i]?.fan === shuffled[i + 1]?.fan) adjacent++;
    expect(adjacent).toBeLessThan(10);
  });
});

describe("quantile", () => {
  it("takes the value at the quantile's rank", () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(quantile(sorted, 0.5)).toBe(51);
    expect(quantile(sorted, 0.99)).toBe(100);
    expect(quantile([], 0.5)).toBeNaN();
  });
});

describe("summariseRun", () => {
  const answer = (over: Partial<Answered> & { fan: number; key: string }): Answered => ({
    attempt: { fan: over.fan, key: over.key },
    upstream: over.upstream ?? 0,
    status: over.status ?? 200,
    outcome: over.outcome ?? String(over.status ?? 200),
    claimId: over.claimId ?? null,
    ms: over.ms ?? 10,
    at: over.at ?? 0,
  });

  it("counts claims/s up to the answer that sold the last unit, and attempts/s over the whole run", () => {
    const answers = [
      answer({ fan: 0, key: "a", claimId: "c0", upstream: 0, at: 100 }),
      answer({ fan: 1, key: "b", claimId: "c1", upstream: 1, at: 200 }),
      answer({ fan: 2, key: "c", status: 409, outcome: "409:claim-E2002", upstream: 0, at: 900 }),
      answer({ fan: 3, key: "d", status: 409, outcome: "409:claim-E2002", upstream: 1, at: 1000 }),
    ];
    const figures = summariseRun(answers, { startedAt: 0, endedAt: 1000, supply: 2, upstreams: 2 });
    expect(figures.issued).toBe(2);
    expect(figures.soldOutMs).toBe(200);
    expect(figures.claimsPerS).toBe(10);
    expect(figures.attemptsPerS).toBe(4);
    expect(figures.byOutcome.get("409:claim-E2002")).toBe(2);
    expect(figures.perUpstream.map((u) => [u.requests, u.share, u.claims, u.claimShare])).toEqual([
      [2, 0.5, 1, 0.5],
      [2, 0.5, 1, 0.5],
    ]);
  });

  it("counts a retry answered by the other process once, for the process that answered it first", () => {
    const answers = [
      answer({ fan: 0, key: "a", claimId: "c0", upstream: 1, at: 50 }),
      answer({ fan: 0, key: "a", claimId: "c0", upstream: 0, at: 60 }),
    ];
    const figures = summariseRun(answers, { startedAt: 0, endedAt: 100, supply: 10, upstreams: 2 });
    expect(figures.issued).toBe(1);
    expect(figures.perUpstream.map((u) => u.claims)).toEqual([0, 1]);
    expect(figures.keyMismatches).toBe(0);
    expect(figures.fansWithTwoClaims).toBe(0);
    // Never sold out: the whole run is the denominator.
    expect(figures.soldOutMs).toBe(100);
  });

  it("finds a key answered with two claims, a fan with two claims and the 5xx answers", () => {
    const answers = [
      answer({ fan: 0, key: "a", claimId: "c0", upstream: 0 }),
      answer({ fan: 0, key: "a", claimId: "c9", upstream: 1 }),
      answer({ fan: 1, key: "b", claimId: "c1" }),
      answer({ fan: 1, key: "b2", claimId: "c2" }),
      answer({ fan: 2, key: "c", status: 503, outcome: "503:server-E5030", upstream: 1 }),
    ];
    const figures = summariseRun(answers, { startedAt: 0, endedAt: 10, supply: 10, upstreams: 2 });
    expect(figures.keyMismatches).toBe(1);
    expect(figures.fansWithTwoClaims).toBe(2);
    expect(figures.errors).toBe(1);
    expect(figures.perUpstream.map((u) => u.errors)).toEqual([0, 1]);
  });
});

describe("cpuTicksOfStat", () => {
  it("adds utime and stime, counting fields from the command name's closing parenthesis", () => {
    // pid (comm) state ppid pgrp session tty tpgid flags minflt cminflt majflt cmajflt utime stime …
    const stat = "4242 (node (api) x) S 1 4242 4242 0 -1 4194560 1200 0 3 0 731 129 0 0 20 0 11 0";
    expect(cpuTicksOfStat(stat)).toBe(860);
  });

  it("gives null for text that is not a stat line", () => {
    expect(cpuTicksOfStat("")).toBeNull();
    expect(cpuTicksOfStat("1 (x) S")).toBeNull();
  });
});
