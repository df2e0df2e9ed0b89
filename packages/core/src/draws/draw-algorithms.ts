import { DRAW_ALGORITHM_VERSIONS, type DrawAlgorithmVersion, type DrawRecordView } from "@fanfare/protocol";
import * as v1 from "./fanfare-draw-v1";
import { entrantLeaf, type MerkleStep, merkleProof, merkleRoot, verifyMerkleProof } from "./merkle";

export type Verification = { ok: boolean; problems: string[]; expectedWinners: string[] };
export type EntrantReceipt = { index: number; leaf: string; proof: MerkleStep[]; root: string };

/**
 * One version of the draw: how tickets are made and winners picked, how the entrant list is hashed and
 * committed as a Merkle root, and how a published record is checked. A campaign names its version
 * when the seed is committed; the draw, the instant decisions, the receipts and the verification all
 * take that version's functions, so a record keeps verifying after a newer version arrives.
 */
export type DrawAlgorithm = {
  version: DrawAlgorithmVersion;
  seedHash(seed: string): string;
  ticket(seed: string, entryId: string): string;
  canonicalEntrants(entryIds: readonly string[]): string[];
  entrantsHash(entryIds: readonly string[]): string;
  pickWinners(seed: string, entryIds: readonly string[], prizeCount: number): string[];
  isWinningTicket(seed: string, entryId: string, winPercent: number): boolean;
  /** The hash of an entrant's leaf in the entrant tree. */
  entrantLeaf(entryId: string): string;
  /** Merkle root over the canonical (sorted, lower-case) entrant list, whatever order the list came in. */
  entrantsRoot(entryIds: readonly string[]): string;
  /** An entrant's leaf, place and path to the root; null when the id is not in the list. */
  entrantReceipt(entryIds: readonly string[], entryId: string): EntrantReceipt | null;
  verify(record: DrawRecordView): Verification;
};

function entrantTree(entryIds: readonly string[]) {
  const canonical = v1.canonicalEntrants(entryIds);
  return { canonical, leaves: canonical.map(entrantLeaf) };
}

/**
 * For a draw at the end the winners must be exactly the first prizeCount entries by ticket. For an
 * instant draw (decided at each application, in application order) every winner must hold a winning
 * ticket, there can be no more winners than prizes, and if prizes were left over, every winning ticket
 * must have won. A record that carries an entrant root must carry the root of its list.
 */
function verifyV1(record: DrawRecordView): Verification {
  const problems: string[] = [];
  if (!record.seed) return { ok: false, problems: ["the seed is not revealed yet"], expectedWinners: [] };
  if (v1.seedHash(record.seed) !== record.seedHash) problems.push("sha256(seed) does not match the published hash");
  if (v1.entrantsHash(record.entryIds) !== record.entrantsHash) problems.push("the entrant list hash does not match");
  if (record.entrantsRoot !== null && fanfareDrawV1.entrantsRoot(record.entryIds) !== record.entrantsRoot) {
    problems.push("the entrant Merkle root does not match");
  }
  const winners = [...record.winnerEntryIds].map((id) => id.toLowerCase()).sort();
  const entries = new Set(record.entryIds.map((id) => id.toLowerCase()));
  if (winners.some((id) => !entries.has(id))) problems.push("a winner is not among the entrants");
  let expectedWinners: string[];
  if (record.mode === "AFTER_CAMPAIGN_END") {
    if (record.entryIds.join("\n") !== v1.canonicalEntrants(record.entryIds).join("\n")) {
      problems.push("the entrant list is not in canonical (sorted) order");
    }
    expectedWinners = v1.pickWinners(record.seed, record.entryIds, record.prizeCount).sort();
    if (expectedWinners.join() !== winners.join()) problems.push("the winners differ from the recomputed ones");
  } else {
    const percent = record.winPercent ?? 0;
    const winning = record.entryIds.filter((id) => v1.isWinningTicket(record.seed ?? "", id, percent));
    if (winners.some((id) => !winning.includes(id))) problems.push("a winner does not hold a winning ticket");
    if (winners.length > record.prizeCount) problems.push("more winners than prizes");
    if (winners.length < record.prizeCount && winners.length < winning.length) {
      problems.push("a winning ticket lost while prizes were left");
    }
    expectedWinners = winning.slice(0, record.prizeCount).sort();
  }
  return { ok: problems.length === 0, problems, expectedWinners };
}

const fanfareDrawV1: DrawAlgorithm = {
  version: "fanfare-draw-v1",
  ...v1,
  entrantLeaf,
  entrantsRoot: (entryIds) => merkleRoot(entrantTree(entryIds).leaves),
  entrantReceipt(entryIds, entryId) {
    const { canonical, leaves } = entrantTree(entryIds);
    const index = canonical.indexOf(entryId.toLowerCase());
    if (index < 0) return null;
    return { index, leaf: leaves[index] as string, proof: merkleProof(leaves, index), root: merkleRoot(leaves) };
  },
  verify: verifyV1,
};

/** Every version a record may name; `satisfies` makes a version missing here a type error. */
export const DRAW_ALGORITHMS = {
  "fanfare-draw-v1": fanfareDrawV1,
} as const satisfies Record<DrawAlgorithmVersion, DrawAlgorithm>;

/** Campaigns published and records drawn before versions were stored name none: they are v1. */
export const LEGACY_DRAW_ALGORITHM: DrawAlgorithmVersion = "fanfare-draw-v1";

export function isDrawAlgorithmVersion(version: string): version is DrawAlgorithmVersion {
  return (DRAW_ALGORITHM_VERSIONS as readonly string[]).includes(version);
}

/** The algorithm a stored version names (none stored: v1); null for a version this code does not know. */
export function drawAlgorithm(version: string | null | undefined): DrawAlgorithm | null {
  const name = version ?? LEGACY_DRAW_ALGORITHM;
  return isDrawAlgorithmVersion(name) ? DRAW_ALGORITHMS[name] : null;
}

/** As drawAlgorithm, for stored versions, which this code wrote: an unknown one is our failure. */
export function storedDrawAlgorithm(version: string | null | undefined): DrawAlgorithm {
  const algorithm = drawAlgorithm(version);
  if (!algorithm) throw new Error(`unknown draw algorithm ${version}`);
  return algorithm;
}

export { verifyMerkleProof };
