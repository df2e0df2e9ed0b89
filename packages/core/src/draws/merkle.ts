import { createHash } from "node:crypto";

// The entrant tree of a draw (docs/verifiable-draws.md, "Entrant root and receipts"): a position-based
// binary Merkle tree over the canonical entrant list, the same tree as RFC 6962's Merkle Tree Hash.
// Leaves and inner nodes hash under different prefix bytes (0x00, 0x01), so a leaf can never pass for a
// node; a fan's receipt proves their entry is in the list without the list itself.

/** What a leaf's hash is taken over, after the 0x00 byte: this text, then the lower-case entry id. */
export const ENTRANT_LEAF_TAG = "fanfare-draw-entrant:";

export type MerkleStep = { side: "left" | "right"; hash: string };

function sha256(...parts: Buffer[]): Buffer {
  const hash = createHash("sha256");
  for (const part of parts) hash.update(part);
  return hash.digest();
}

/** sha256(0x00 ‖ UTF-8("fanfare-draw-entrant:" + lower-case entry id)), hex. */
export function entrantLeaf(entryId: string): string {
  return sha256(Buffer.from([0]), Buffer.from(ENTRANT_LEAF_TAG + entryId.toLowerCase(), "utf8")).toString("hex");
}

/** sha256(0x01 ‖ left ‖ right) over the two 32-byte hashes. */
function node(left: string, right: string): string {
  return sha256(Buffer.from([1]), Buffer.from(left, "hex"), Buffer.from(right, "hex")).toString("hex");
}

/** The next level up: neighbours paired left to right; an odd last node goes up unchanged (as in RFC 6962). */
function levelUp(level: readonly string[]): string[] {
  const up: string[] = [];
  for (let i = 0; i < level.length; i += 2) {
    const right = level[i + 1];
    up.push(right === undefined ? (level[i] as string) : node(level[i] as string, right));
  }
  return up;
}

/** The root over leaf hashes in order; no leaves give sha256 of nothing (RFC 6962's empty tree). */
export function merkleRoot(leaves: readonly string[]): string {
  if (leaves.length === 0) return sha256().toString("hex");
  let level = [...leaves];
  while (level.length > 1) level = levelUp(level);
  return level[0] as string;
}

/** The siblings from the leaf at `index` up to the root, each saying on which side it is hashed in. */
export function merkleProof(leaves: readonly string[], index: number): MerkleStep[] {
  if (!Number.isInteger(index) || index < 0 || index >= leaves.length) throw new RangeError("no such leaf");
  const steps: MerkleStep[] = [];
  let level = [...leaves];
  let at = index;
  while (level.length > 1) {
    const sibling = at % 2 === 0 ? level[at + 1] : level[at - 1];
    if (sibling !== undefined) steps.push({ side: at % 2 === 0 ? "right" : "left", hash: sibling });
    level = levelUp(level);
    at = Math.floor(at / 2);
  }
  return steps;
}

/** Folds a proof from the leaf up; true when it ends at the root. */
export function verifyMerkleProof(leaf: string, proof: readonly MerkleStep[], root: string): boolean {
  let hash = leaf.toLowerCase();
  for (const step of proof) {
    if (!/^[0-9a-f]{64}$/i.test(step.hash)) return false;
    hash = step.side === "left" ? node(step.hash.toLowerCase(), hash) : node(hash, step.hash.toLowerCase());
  }
  return hash === root.toLowerCase();
}
