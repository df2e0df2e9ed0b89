import { createHash, createHmac } from "node:crypto";

// "fanfare-draw-v1", the draw algorithm of docs/verifiable-draws.md as first published. Pure functions:
// the draw itself and anyone verifying it run exactly this code. Never change what these return: records
// drawn with v1 must keep verifying; a different algorithm is a new version (draw-algorithms.ts).

/** sha256 of the seed's hex text, published before the campaign starts. */
export function seedHash(seed: string): string {
  return createHash("sha256").update(seed, "utf8").digest("hex");
}

/** An entry's ticket: HMAC-SHA256 keyed with the seed (hex text) over the entry id (lower-case uuid). */
export function ticket(seed: string, entryId: string): string {
  return createHmac("sha256", seed).update(entryId.toLowerCase(), "utf8").digest("hex");
}

/** sha256 over the entry ids in canonical order, joined by "\n". */
export function entrantsHash(entryIds: readonly string[]): string {
  return createHash("sha256").update(entryIds.join("\n"), "utf8").digest("hex");
}

/** Canonical order of entrants for a draw at the end: entry ids sorted as strings. */
export function canonicalEntrants(entryIds: readonly string[]): string[] {
  return [...entryIds].map((id) => id.toLowerCase()).sort();
}

/** Code-unit order, as `<` compares strings: the same in every engine and locale (not localeCompare). */
function byCodeUnits(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/** AFTER_CAMPAIGN_END: rank entries by ticket (ties by id) and take the first `prizeCount`. */
export function pickWinners(seed: string, entryIds: readonly string[], prizeCount: number): string[] {
  return canonicalEntrants(entryIds)
    .map((id) => ({ id, t: ticket(seed, id) }))
    .sort((a, b) => byCodeUnits(a.t, b.t) || byCodeUnits(a.id, b.id))
    .slice(0, prizeCount)
    .map((e) => e.id);
}

/** UPON_COMPLETION_OF_APPLICATION: an entry is a winning ticket when its first 32 bits < winPercent % of 2³². */
export function isWinningTicket(seed: string, entryId: string, winPercent: number): boolean {
  const value = Number.parseInt(ticket(seed, entryId).slice(0, 8), 16);
  return value < Math.floor((winPercent * 2 ** 32) / 100);
}
