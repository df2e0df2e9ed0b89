import { createHash, createHmac, randomBytes } from "node:crypto";
import type { DrawRecordView } from "@fanfare/protocol";

// The draw algorithm (docs/verifiable-draws.md). Pure functions: the draw itself and anyone verifying
// it run exactly this code.

/** 32 random bytes, hex: made when a lucky-draw campaign is published, secret until the draw. */
export function newDrawSeed(): string {
  return randomBytes(32).toString("hex");
}

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

export type Verification = { ok: boolean; problems: string[]; expectedWinners: string[] };

/**
 * Recomputes a published draw record. For a draw at the end the winners must be exactly the first
 * prizeCount entries by ticket. For an instant draw (decided at each application, in application order)
 * every winner must hold a winning ticket, there can be no more winners than prizes, and if prizes were
 * left over, every winning ticket must have won.
 */
export function verifyDraw(record: DrawRecordView): Verification {
  const problems: string[] = [];
  if (!record.seed) return { ok: false, problems: ["the seed is not revealed yet"], expectedWinners: [] };
  if (seedHash(record.seed) !== record.seedHash) problems.push("sha256(seed) does not match the published hash");
  if (entrantsHash(record.entryIds) !== record.entrantsHash) problems.push("the entrant list hash does not match");
  const winners = [...record.winnerEntryIds].map((id) => id.toLowerCase()).sort();
  const entries = new Set(record.entryIds.map((id) => id.toLowerCase()));
  if (winners.some((id) => !entries.has(id))) problems.push("a winner is not among the entrants");
  let expectedWinners: string[];
  if (record.mode === "AFTER_CAMPAIGN_END") {
    if (record.entryIds.join("\n") !== canonicalEntrants(record.entryIds).join("\n")) {
      problems.push("the entrant list is not in canonical (sorted) order");
    }
    expectedWinners = pickWinners(record.seed, record.entryIds, record.prizeCount).sort();
    if (expectedWinners.join() !== winners.join()) problems.push("the winners differ from the recomputed ones");
  } else {
    const percent = record.winPercent ?? 0;
    const winning = record.entryIds.filter((id) => isWinningTicket(record.seed ?? "", id, percent));
    if (winners.some((id) => !winning.includes(id))) problems.push("a winner does not hold a winning ticket");
    if (winners.length > record.prizeCount) problems.push("more winners than prizes");
    if (winners.length < record.prizeCount && winners.length < winning.length) {
      problems.push("a winning ticket lost while prizes were left");
    }
    expectedWinners = winning.slice(0, record.prizeCount).sort();
  }
  return { ok: problems.length === 0, problems, expectedWinners };
}
