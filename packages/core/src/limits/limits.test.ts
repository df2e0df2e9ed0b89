import { describe, expect, it } from "vitest";
import { useTestDatabase } from "../testing";
import { consumeLimit, releaseLimit } from "./consume-limit";
import { releaseCooldown, takeCooldown } from "./cooldown";

const db = useTestDatabase();

describe("limits enforced by the database", () => {
  it("50 concurrent hits against a limit of 10: exactly 10 allowed", async () => {
    const now = new Date("2026-11-22T10:00:00Z");
    const verdicts = await Promise.all(
      Array.from({ length: 50 }, () =>
        consumeLimit(db.current.db, now, { bucket: "t", key: "k" }, { limit: 10, windowSeconds: 60 }),
      ),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(10);
    expect(new Set(verdicts.map((v) => v.hits)).size).toBe(50);
  });

  it("a hit given back frees its place, never below zero, and only in its own window", async () => {
    const rule = { limit: 2, windowSeconds: 60 };
    const key = { bucket: "r", key: "k" };
    const now = new Date("2026-11-22T13:00:00Z");
    await releaseLimit(db.current.db, now, key, rule); // nothing counted yet: a no-op
    expect((await consumeLimit(db.current.db, now, key, rule)).hits).toBe(1);
    expect((await consumeLimit(db.current.db, now, key, rule)).hits).toBe(2);
    await releaseLimit(db.current.db, now, key, rule);
    expect((await consumeLimit(db.current.db, now, key, rule)).allowed).toBe(true);
    await Promise.all(Array.from({ length: 5 }, () => releaseLimit(db.current.db, now, key, rule)));
    expect((await consumeLimit(db.current.db, now, key, rule)).hits).toBe(1);
    await releaseLimit(db.current.db, new Date(now.getTime() + 60_000), key, rule); // the next window
    expect((await consumeLimit(db.current.db, now, key, rule)).hits).toBe(2);
  });

  it("a new window starts afresh", async () => {
    const rule = { limit: 1, windowSeconds: 60 };
    const t0 = new Date("2026-11-22T11:00:00Z");
    expect((await consumeLimit(db.current.db, t0, { bucket: "w", key: "k" }, rule)).allowed).toBe(true);
    expect((await consumeLimit(db.current.db, t0, { bucket: "w", key: "k" }, rule)).allowed).toBe(false);
    const t1 = new Date(t0.getTime() + 60_000);
    expect((await consumeLimit(db.current.db, t1, { bucket: "w", key: "k" }, rule)).allowed).toBe(true);
  });

  it("a cooldown is taken by exactly one of many concurrent callers, and can be given back", async () => {
    const now = new Date("2026-11-22T12:00:00Z");
    const taken = await Promise.all(Array.from({ length: 20 }, () => takeCooldown(db.current.db, now, "c", 60)));
    expect(taken.filter(Boolean)).toHaveLength(1);
    expect(await takeCooldown(db.current.db, new Date(now.getTime() + 59_000), "c", 60)).toBe(false);
    expect(await takeCooldown(db.current.db, new Date(now.getTime() + 60_000), "c", 60)).toBe(true);
    await releaseCooldown(db.current.db, "c");
    expect(await takeCooldown(db.current.db, new Date(now.getTime() + 61_000), "c", 60)).toBe(true);
  });
});
