import type { DrawAlgorithmVersion } from "../enums";
import type { DrawReceiptView, DrawRecordView, MerkleProofStep } from "../schemas/campaigns";

// The draw record and a fan's receipt checked with WebCrypto, from the rules of docs/verifiable-draws.md
// alone: nothing here trusts the server's word that the draw is right. One implementation for every
// checker: the fan's browser on the public record page, the operator's browser in the console, and the
// API's operator view (Node has the same crypto.subtle), so all three can only ever agree. Pure apart
// from crypto.subtle; the known-answer vectors (docs/verifiable-draws.vectors.json) test it.

export type RecordCheckKey = "seedHash" | "entrantsHash" | "entrantsRoot" | "winners";
export type RecordCheck = { key: RecordCheckKey; ok: boolean };
export type RecordVerification =
  | { status: "verified" | "failed"; checks: RecordCheck[]; expectedWinners: string[] }
  | { status: "not-drawn" | "unknown-algorithm"; checks: []; expectedWinners: [] };

export type ReceiptCheckKey = "listed" | "leaf" | "proof";
export type ReceiptVerification =
  | { status: "verified" | "failed"; checks: { key: ReceiptCheckKey; ok: boolean }[] }
  | { status: "pending"; checks: [] };

const utf8 = new TextEncoder();

function hex(bytes: ArrayBuffer | Uint8Array): string {
  return Array.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes), (b) =>
    b.toString(16).padStart(2, "0"),
  ).join("");
}

function fromHex(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

// The Web Crypto API of the browser and of Node alike (no DOM types here: the type is inferred).
function subtle() {
  return globalThis.crypto.subtle;
}

export async function sha256Hex(data: string | Uint8Array): Promise<string> {
  const bytes = typeof data === "string" ? utf8.encode(data) : concat(data);
  return hex(await subtle().digest("SHA-256", bytes));
}

/** HMAC-SHA256(key = the seed's hex text, message = the lower-case entry id), hex. */
export async function ticketHex(seed: string, entryId: string): Promise<string> {
  const key = await subtle().importKey("raw", utf8.encode(seed), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  return hex(await subtle().sign("HMAC", key, utf8.encode(entryId.toLowerCase())));
}

const LEAF_PREFIX = new Uint8Array([0]);
const NODE_PREFIX = new Uint8Array([1]);
const LEAF_TAG = "fanfare-draw-entrant:";

/** sha256(0x00 ‖ UTF-8("fanfare-draw-entrant:" + lower-case entry id)). */
export function entrantLeafHex(entryId: string): Promise<string> {
  return sha256Hex(concat(LEAF_PREFIX, utf8.encode(LEAF_TAG + entryId.toLowerCase())));
}

function nodeHex(left: string, right: string): Promise<string> {
  return sha256Hex(concat(NODE_PREFIX, fromHex(left), fromHex(right)));
}

/** Level by level, pairs left to right, an odd last node going up unchanged; no leaves: sha256 of nothing. */
export async function merkleRootHex(leaves: readonly string[]): Promise<string> {
  if (leaves.length === 0) return sha256Hex(new Uint8Array());
  let level = [...leaves];
  while (level.length > 1) {
    const up: string[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const [left, right] = [level[i] as string, level[i + 1]];
      up.push(right === undefined ? left : await nodeHex(left, right));
    }
    level = up;
  }
  return level[0] as string;
}

/** The hash a proof leads to from a leaf: each sibling hashed in on its side. */
export async function foldProof(leaf: string, proof: readonly MerkleProofStep[]): Promise<string> {
  let hash = leaf.toLowerCase();
  for (const step of proof) {
    const sibling = step.hash.toLowerCase();
    if (!/^[0-9a-f]{64}$/.test(sibling)) return "";
    hash = step.side === "left" ? await nodeHex(sibling, hash) : await nodeHex(hash, sibling);
  }
  return hash;
}

const canonical = (ids: readonly string[]) => ids.map((id) => id.toLowerCase()).sort();

/** First 32 bits of the ticket, unsigned, below winPercent / 100 × 2³² (in integers, exactly). */
function winsAt(ticket: string, winPercent: number): boolean {
  return BigInt(Number.parseInt(ticket.slice(0, 8), 16)) < (BigInt(winPercent) << 32n) / 100n;
}

async function verifyV1(record: DrawRecordView & { seed: string }): Promise<RecordVerification> {
  const entries = new Set(record.entryIds.map((id) => id.toLowerCase()));
  const winners = canonical(record.winnerEntryIds);
  const tickets = new Map<string, string>();
  for (const id of entries) tickets.set(id, await ticketHex(record.seed, id));
  let expectedWinners: string[];
  let winnersOk = winners.every((id) => entries.has(id));
  if (record.mode === "AFTER_CAMPAIGN_END") {
    const inOrder = record.entryIds.join("\n") === canonical(record.entryIds).join("\n");
    expectedWinners = canonical(record.entryIds)
      .sort((a, b) => {
        const [ta, tb] = [tickets.get(a) ?? "", tickets.get(b) ?? ""];
        if (ta !== tb) return ta < tb ? -1 : 1;
        return a < b ? -1 : 1;
      })
      .slice(0, record.prizeCount)
      .sort();
    winnersOk &&= inOrder && expectedWinners.join() === winners.join();
  } else {
    const winning = record.entryIds.filter((id) => winsAt(tickets.get(id.toLowerCase()) ?? "", record.winPercent ?? 0));
    const winningSet = new Set(winning.map((id) => id.toLowerCase()));
    winnersOk &&= winners.every((id) => winningSet.has(id)) && winners.length <= record.prizeCount;
    // Prizes left over means nobody with a winning ticket lost.
    winnersOk &&= !(winners.length < record.prizeCount && winners.length < winning.length);
    expectedWinners = canonical(winning.slice(0, record.prizeCount));
  }
  const root = await merkleRootHex(await Promise.all(canonical(record.entryIds).map(entrantLeafHex)));
  const checks: RecordCheck[] = [
    { key: "seedHash", ok: (await sha256Hex(record.seed)) === record.seedHash },
    { key: "entrantsHash", ok: (await sha256Hex(record.entryIds.join("\n"))) === record.entrantsHash },
    { key: "entrantsRoot", ok: root === record.entrantsRoot },
    { key: "winners", ok: winnersOk },
  ];
  return { status: checks.every((c) => c.ok) ? "verified" : "failed", checks, expectedWinners };
}

/** One verifier per algorithm version a record may name (the protocol's DRAW_ALGORITHM_VERSIONS). */
const VERIFIERS: Record<
  DrawAlgorithmVersion,
  (record: DrawRecordView & { seed: string }) => Promise<RecordVerification>
> = { "fanfare-draw-v1": verifyV1 };

/** Recomputes the published record by the version it names. */
export async function verifyDrawRecord(record: DrawRecordView): Promise<RecordVerification> {
  const verify = Object.hasOwn(VERIFIERS, record.algorithm) ? VERIFIERS[record.algorithm] : undefined;
  if (!verify) return { status: "unknown-algorithm", checks: [], expectedWinners: [] };
  const { seed } = record;
  if (seed === null) return { status: "not-drawn", checks: [], expectedWinners: [] };
  return verify({ ...record, seed });
}

/**
 * A fan's receipt against the public record: their entry id is in the published list, the leaf is the
 * one of their id, and the proof leads from it to the record's root (not to a root the receipt names).
 */
export async function verifyDrawReceipt(
  receipt: DrawReceiptView,
  record: DrawRecordView,
): Promise<ReceiptVerification> {
  if (!receipt.proof || !record.entrantsRoot) return { status: "pending", checks: [] };
  const id = receipt.entryId.toLowerCase();
  const checks = [
    { key: "listed" as const, ok: record.entryIds.some((entry) => entry.toLowerCase() === id) },
    { key: "leaf" as const, ok: (await entrantLeafHex(id)) === receipt.leaf },
    { key: "proof" as const, ok: (await foldProof(receipt.leaf, receipt.proof)) === record.entrantsRoot },
  ];
  return { status: checks.every((c) => c.ok) ? "verified" : "failed", checks };
}
