import { randomBytes } from "node:crypto";
import type { DrawRecordView } from "@fanfare/protocol";
import { drawAlgorithm, type Verification } from "./draw-algorithms";

// The draw algorithm's entry points (docs/verifiable-draws.md). The functions of today's version,
// fanfare-draw-v1, are re-exported under their old names; a record is verified by the version it names.

export {
  canonicalEntrants,
  entrantsHash,
  isWinningTicket,
  pickWinners,
  seedHash,
  ticket,
} from "./fanfare-draw-v1";
export type { Verification };

/** 32 random bytes, hex: made when a lucky-draw campaign is published, secret until the draw. */
export function newDrawSeed(): string {
  return randomBytes(32).toString("hex");
}

/** Recomputes a published draw record with the algorithm it names (docs/verifiable-draws.md, "Checking"). */
export function verifyDraw(record: DrawRecordView): Verification {
  const algorithm = drawAlgorithm(record.algorithm);
  if (!algorithm) {
    return { ok: false, problems: [`unknown draw algorithm ${String(record.algorithm)}`], expectedWinners: [] };
  }
  return algorithm.verify(record);
}
