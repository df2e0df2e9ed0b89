import type { DrawReceiptView, DrawRecordView, MerkleProofStep } from "@fanfare/protocol";
import { describe, expect, it } from "vitest";
import vectors from "../../../../../docs/verifiable-draws.vectors.json";
import {
  entrantLeafHex,
  foldProof,
  merkleRootHex,
  sha256Hex,
  ticketHex,
  verifyReceiptInBrowser,
  verifyRecordInBrowser,
} from "./verify-in-browser";

// The known-answer vectors were computed apart from any of Fanfare's code (Python's hashlib and hmac,
// from docs/verifiable-draws.md): this module must reproduce them with WebCrypto.

const leaves = vectors.merkle.leaves as Record<string, string>;
const tickets = vectors.tickets as Record<string, string>;
const proofSteps = vectors.merkle.proof.steps as MerkleProofStep[];

function record(overrides: Partial<DrawRecordView> = {}): DrawRecordView {
  return {
    campaignId: "7a0c4b52-2f57-4b7e-9a8e-0d7f3c1e2b44",
    algorithm: "fanfare-draw-v1",
    mode: "AFTER_CAMPAIGN_END",
    seed: vectors.seed,
    seedHash: vectors.seedHash,
    prizeCount: vectors.atEnd.prizeCount,
    winPercent: null,
    entryIds: vectors.entryIds,
    entrantsHash: vectors.entrantsHash,
    entrantsRoot: vectors.merkle.root,
    winnerEntryIds: vectors.atEnd.winnerEntryIds,
    drawnAt: "2026-12-01T00:00:00.000Z",
    ...overrides,
  };
}

const failing = (result: { checks: { key: string; ok: boolean }[] }) =>
  result.checks.filter((c) => !c.ok).map((c) => c.key);

describe("the known-answer vectors, with WebCrypto", () => {
  it("seed hash, entrant hash, tickets, leaves, roots and a proof", async () => {
    expect(await sha256Hex(vectors.seed)).toBe(vectors.seedHash);
    expect(await sha256Hex(vectors.entryIds.join("\n"))).toBe(vectors.entrantsHash);
    for (const id of vectors.entryIds) {
      expect(await ticketHex(vectors.seed, id.toUpperCase())).toBe(tickets[id]);
      expect(await entrantLeafHex(id)).toBe(leaves[id]);
    }
    expect(await merkleRootHex(vectors.entryIds.map((id) => leaves[id] as string))).toBe(vectors.merkle.root);
    const five = vectors.merkle.firstFive;
    expect(await merkleRootHex(five.entryIds.map((id) => leaves[id] as string))).toBe(five.root);
    expect(await merkleRootHex([])).toBe(vectors.merkle.emptyRoot);
    expect(await foldProof(leaves[vectors.merkle.proof.entryId] as string, proofSteps)).toBe(vectors.merkle.root);
    for (const [id, proof] of Object.entries(five.proofs)) {
      expect(await foldProof(leaves[id] as string, proof.steps as MerkleProofStep[])).toBe(five.root);
    }
  });

  it("A: the draw at the end verifies, with the fixture's winners", async () => {
    expect(await verifyRecordInBrowser(record())).toEqual({
      status: "verified",
      checks: [
        { key: "seedHash", ok: true },
        { key: "entrantsHash", ok: true },
        { key: "entrantsRoot", ok: true },
        { key: "winners", ok: true },
      ],
      expectedWinners: vectors.atEnd.winnerEntryIds,
    });
  });

  it("B: the instant draw at 30 % verifies with enough prizes and with two", async () => {
    const instant = { mode: "UPON_COMPLETION_OF_APPLICATION", winPercent: vectors.instant.winPercent } as const;
    const plenty = await verifyRecordInBrowser(
      record({ ...instant, prizeCount: 50, winnerEntryIds: vectors.instant.winningTickets }),
    );
    expect(plenty).toMatchObject({ status: "verified", expectedWinners: vectors.instant.winningTickets });
    const two = record({ ...instant, prizeCount: 2, winnerEntryIds: vectors.instant.winnersWithTwoPrizes });
    expect(await verifyRecordInBrowser(two)).toMatchObject({ status: "verified" });
    expect(failing(await verifyRecordInBrowser({ ...two, winPercent: 29, prizeCount: 50 }))).toEqual(["winners"]);
  });

  it("a tampered record fails on exactly what was changed", async () => {
    const [a, b, c, d] = vectors.entryIds;
    expect(failing(await verifyRecordInBrowser(record({ winnerEntryIds: [a, b, c] as string[] })))).toEqual([
      "winners",
    ]);
    expect(failing(await verifyRecordInBrowser(record({ seed: "00".repeat(32) })))).toEqual(["seedHash", "winners"]);
    expect(failing(await verifyRecordInBrowser(record({ entrantsRoot: vectors.merkle.firstFive.root })))).toEqual([
      "entrantsRoot",
    ]);
    const shortened = record({ entryIds: vectors.entryIds.filter((id) => id !== d) });
    expect(failing(await verifyRecordInBrowser(shortened))).toEqual(["entrantsHash", "entrantsRoot", "winners"]);
  });

  it("says so when the seed is not revealed yet or the version is not one it knows", async () => {
    expect(await verifyRecordInBrowser(record({ seed: null }))).toMatchObject({ status: "not-drawn" });
    const future = { ...record(), algorithm: "fanfare-draw-v9" } as unknown as DrawRecordView;
    expect(await verifyRecordInBrowser(future)).toMatchObject({ status: "unknown-algorithm" });
  });
});

describe("a receipt, against the public record", () => {
  const entryId = vectors.merkle.proof.entryId;
  const receipt: DrawReceiptView = {
    campaignId: "7a0c4b52-2f57-4b7e-9a8e-0d7f3c1e2b44",
    algorithm: "fanfare-draw-v1",
    entryId,
    leaf: leaves[entryId] as string,
    index: vectors.merkle.proof.index,
    entrantCount: vectors.entryIds.length,
    proof: proofSteps,
    root: vectors.merkle.root,
  };

  it("verifies the fixture's proof", async () => {
    expect(await verifyReceiptInBrowser(receipt, record())).toEqual({
      status: "verified",
      checks: [
        { key: "listed", ok: true },
        { key: "leaf", ok: true },
        { key: "proof", ok: true },
      ],
    });
  });

  it("fails a wrong sibling, a leaf of another id, or an entry left out of the list", async () => {
    const [first, ...rest] = proofSteps;
    if (!first) throw new Error("empty proof");
    const changed = { ...receipt, proof: [{ ...first, hash: "ff".repeat(32) }, ...rest] };
    expect(failing(await verifyReceiptInBrowser(changed, record()))).toEqual(["proof"]);
    const other = { ...receipt, leaf: leaves[vectors.entryIds[0] as string] as string };
    expect(failing(await verifyReceiptInBrowser(other, record()))).toEqual(["leaf", "proof"]);
    const without = record({ entryIds: vectors.entryIds.filter((id) => id !== entryId) });
    expect(failing(await verifyReceiptInBrowser(receipt, without))).toEqual(["listed"]);
  });

  it("waits while entries are open", async () => {
    const open = { ...receipt, proof: null, root: null, index: null, entrantCount: null };
    expect(await verifyReceiptInBrowser(open, record())).toEqual({ status: "pending", checks: [] });
  });
});
