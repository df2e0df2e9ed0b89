import { createHash, randomUUID } from "node:crypto";
import type { DrawRecordView } from "@fanfare/protocol";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import vectors from "../../../../docs/verifiable-draws.vectors.json";
import { campaigns } from "../campaigns/tables";
import type { Database } from "../db/client";
import { createTestContext, createTestDatabase, makeCampaign, makeParticipant } from "../testing";
import { applyForDraw } from "./apply-for-draw";
import { drawAlgorithm } from "./draw-algorithms";
import { drawWinners, getDrawRecord } from "./draw-winners";
import { getDrawReceipt } from "./get-draw-receipt";
import { entrantLeaf, type MerkleStep, merkleProof, merkleRoot, verifyMerkleProof } from "./merkle";
import { setEntryEmail } from "./set-entry-email";
import { drawRecords } from "./tables";
import { verifyDraw } from "./verify-draw";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

const DAY = 86_400_000;

// The entrant tree of docs/verifiable-draws.md read again from the text alone, with node:crypto and none
// of merkle.ts, and written the other way round: RFC 6962's recursive definition (split at the largest
// power of two below n) where merkle.ts builds the tree level by level.
const doc = {
  sha256: (...parts: Buffer[]) => createHash("sha256").update(Buffer.concat(parts)).digest(),
  leaf: (id: string) => doc.sha256(Buffer.from([0]), Buffer.from(`fanfare-draw-entrant:${id.toLowerCase()}`, "utf8")),
  split: (n: number) => {
    let k = 1;
    while (k * 2 < n) k *= 2;
    return k;
  },
  root(leaves: Buffer[]): Buffer {
    if (leaves.length === 0) return doc.sha256();
    if (leaves.length === 1) return leaves[0] as Buffer;
    const k = doc.split(leaves.length);
    return doc.sha256(Buffer.from([1]), doc.root(leaves.slice(0, k)), doc.root(leaves.slice(k)));
  },
  path(m: number, leaves: Buffer[]): { side: "left" | "right"; hash: string }[] {
    if (leaves.length <= 1) return [];
    const k = doc.split(leaves.length);
    if (m < k)
      return [...doc.path(m, leaves.slice(0, k)), { side: "right", hash: doc.root(leaves.slice(k)).toString("hex") }];
    return [...doc.path(m - k, leaves.slice(k)), { side: "left", hash: doc.root(leaves.slice(0, k)).toString("hex") }];
  },
  fold(leaf: string, steps: readonly { side: string; hash: string }[]): string {
    let hash = Buffer.from(leaf, "hex");
    for (const step of steps) {
      const sibling = Buffer.from(step.hash, "hex");
      hash =
        step.side === "left"
          ? doc.sha256(Buffer.from([1]), sibling, hash)
          : doc.sha256(Buffer.from([1]), hash, sibling);
    }
    return hash.toString("hex");
  },
  /** The root over a list in any order: the tree is over the ids sorted in lower case. */
  rootOf: (ids: readonly string[]) =>
    doc
      .root(
        ids
          .map((id) => id.toLowerCase())
          .sort()
          .map(doc.leaf),
      )
      .toString("hex"),
};

describe("the shared known-answer vectors (docs/verifiable-draws.vectors.json)", () => {
  it("the document's own reading reproduces the fixture (the fixture was computed apart from both)", () => {
    for (const id of vectors.entryIds) {
      expect(doc.leaf(id).toString("hex")).toBe(vectors.merkle.leaves[id as keyof typeof vectors.merkle.leaves]);
    }
    expect(doc.rootOf(vectors.entryIds)).toBe(vectors.merkle.root);
    expect(doc.rootOf(vectors.merkle.firstFive.entryIds)).toBe(vectors.merkle.firstFive.root);
    expect(doc.rootOf([])).toBe(vectors.merkle.emptyRoot);
    const { proof } = vectors.merkle;
    expect(doc.path(proof.index, vectors.entryIds.map(doc.leaf))).toEqual(proof.steps);
    expect(doc.fold(doc.leaf(proof.entryId).toString("hex"), proof.steps)).toBe(vectors.merkle.root);
  });

  it("v1: seed hash, tickets, entrant hash, both draws, entrant root and proofs", () => {
    const algorithm = drawAlgorithm(vectors.algorithm);
    if (!algorithm) throw new Error("the vectors' algorithm is not registered");
    expect(algorithm.seedHash(vectors.seed)).toBe(vectors.seedHash);
    expect(algorithm.entrantsHash(vectors.entryIds)).toBe(vectors.entrantsHash);
    for (const id of vectors.entryIds) {
      expect(algorithm.ticket(vectors.seed, id)).toBe(vectors.tickets[id as keyof typeof vectors.tickets]);
      expect(algorithm.entrantLeaf(id.toUpperCase())).toBe(
        vectors.merkle.leaves[id as keyof typeof vectors.merkle.leaves],
      );
    }
    expect(algorithm.pickWinners(vectors.seed, [...vectors.entryIds].reverse(), 8)).toEqual(vectors.atEnd.ranking);
    expect(algorithm.pickWinners(vectors.seed, vectors.entryIds, vectors.atEnd.prizeCount).sort()).toEqual(
      vectors.atEnd.winnerEntryIds,
    );
    const { instant } = vectors;
    expect(vectors.entryIds.filter((id) => algorithm.isWinningTicket(vectors.seed, id, 30))).toEqual(
      instant.winningTickets,
    );
    expect(vectors.entryIds.filter((id) => algorithm.isWinningTicket(vectors.seed, id, 29))).toEqual(
      instant.winningTicketsAt29,
    );
    expect(algorithm.entrantsRoot([...vectors.entryIds].reverse())).toBe(vectors.merkle.root);
    expect(algorithm.entrantsRoot([])).toBe(vectors.merkle.emptyRoot);
    expect(algorithm.entrantReceipt(vectors.entryIds, vectors.merkle.proof.entryId)).toEqual({
      index: vectors.merkle.proof.index,
      leaf: vectors.merkle.leaves[vectors.merkle.proof.entryId as keyof typeof vectors.merkle.leaves],
      proof: vectors.merkle.proof.steps,
      root: vectors.merkle.root,
    });
    for (const [id, expected] of Object.entries(vectors.merkle.firstFive.proofs)) {
      expect(algorithm.entrantReceipt(vectors.merkle.firstFive.entryIds, id)).toMatchObject({
        index: expected.index,
        proof: expected.steps,
        root: vectors.merkle.firstFive.root,
      });
    }
    expect(algorithm.entrantReceipt(vectors.entryIds, randomUUID())).toBeNull();
  });

  it("the level-by-level tree is RFC 6962's for every size up to 70, and every proof folds to the root", () => {
    const ids = Array.from({ length: 70 }, () => randomUUID()).sort();
    for (let n = 0; n <= ids.length; n++) {
      const some = ids.slice(0, n);
      const leaves = some.map(entrantLeaf);
      expect(merkleRoot(leaves), `n=${n}`).toBe(doc.rootOf(some));
      for (let m = 0; m < n; m++) {
        const proof = merkleProof(leaves, m);
        expect(proof, `n=${n} m=${m}`).toEqual(doc.path(m, some.map(doc.leaf)));
        expect(verifyMerkleProof(leaves[m] as string, proof, merkleRoot(leaves))).toBe(true);
      }
    }
  });

  it("a proof does not verify for another leaf, a changed sibling, a swapped side, a step missing or added", () => {
    const { proof, root, leaves } = vectors.merkle;
    const steps = proof.steps as MerkleStep[];
    const leaf = leaves[proof.entryId as keyof typeof leaves];
    expect(verifyMerkleProof(leaf, steps, root)).toBe(true);
    expect(verifyMerkleProof(leaves[vectors.entryIds[0] as keyof typeof leaves], steps, root)).toBe(false);
    const [first, ...rest] = steps;
    if (!first) throw new Error("empty proof");
    expect(verifyMerkleProof(leaf, [{ ...first, hash: "00".repeat(32) }, ...rest], root)).toBe(false);
    expect(verifyMerkleProof(leaf, [{ ...first, side: "left" }, ...rest], root)).toBe(false);
    expect(verifyMerkleProof(leaf, rest, root)).toBe(false); // a step left out
    expect(verifyMerkleProof(leaf, [...steps, first], root)).toBe(false); // a step too many
  });
});

function vectorRecord(overrides: Partial<DrawRecordView> = {}): DrawRecordView {
  return {
    campaignId: randomUUID(),
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

describe("verification dispatches on the record's algorithm", () => {
  it("v1 with its root verifies; a wrong root or an unknown version does not", () => {
    expect(verifyDraw(vectorRecord())).toMatchObject({ ok: true, problems: [] });
    expect(verifyDraw(vectorRecord({ entrantsRoot: vectors.merkle.firstFive.root })).problems).toEqual([
      "the entrant Merkle root does not match",
    ]);
    const unknown = { ...vectorRecord(), algorithm: "fanfare-draw-v0" } as unknown as DrawRecordView;
    expect(verifyDraw(unknown)).toEqual({
      ok: false,
      problems: ["unknown draw algorithm fanfare-draw-v0"],
      expectedWinners: [],
    });
    expect(drawAlgorithm(null)?.version).toBe("fanfare-draw-v1");
    expect(drawAlgorithm("fanfare-draw-v0")).toBeNull();
  });
});

describe("entrant root and receipts in the database", () => {
  it("a draw at the end commits v1 and the root; each entrant's receipt proves their entry, no one else's", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 2,
      totalSupply: 2,
    });
    const [published] = await database.db.select().from(campaigns).where(eq(campaigns.id, campaignId));
    expect(published?.drawAlgorithm).toBe("fanfare-draw-v1"); // committed with the seed at publish
    expect(await getDrawRecord(ctx, { campaignId })).toMatchObject({
      algorithm: "fanfare-draw-v1",
      entrantsRoot: null,
    });

    const fans = await Promise.all(Array.from({ length: 7 }, () => makeParticipant(ctx, campaignId)));
    const entries = [];
    for (const fanId of fans) entries.push(await applyForDraw(ctx, { fanId, campaignId }));
    const [first = "", second = ""] = fans;
    // An entrant who left a contact e-mail has the same receipt, and the e-mail is nowhere in it.
    await setEntryEmail(ctx, { fanId: second, campaignId, email: "entrant@example.com" });
    const open = await getDrawReceipt(ctx, { fanId: first, campaignId });
    expect(open).toEqual({
      campaignId,
      algorithm: "fanfare-draw-v1",
      entryId: entries[0]?.entryId,
      leaf: doc.leaf(entries[0]?.entryId ?? "").toString("hex"),
      index: null,
      entrantCount: null,
      proof: null,
      root: null,
    });
    const outsider = await makeParticipant(ctx, campaignId);
    await expect(getDrawReceipt(ctx, { fanId: outsider, campaignId })).rejects.toMatchObject({ code: "request-E1004" });

    clock.advance(10 * DAY);
    const record = await drawWinners(ctx, { campaignId });
    if (!record) throw new Error("no record");
    expect(record.algorithm).toBe("fanfare-draw-v1");
    expect(record.entrantsRoot).toBe(doc.rootOf(record.entryIds));
    expect(verifyDraw(record)).toMatchObject({ ok: true });
    expect(await getDrawRecord(ctx, { campaignId })).toEqual(record);

    for (const [i, fanId] of fans.entries()) {
      const receipt = await getDrawReceipt(ctx, { fanId, campaignId });
      const entryId = entries[i]?.entryId ?? "";
      expect(receipt).toMatchObject({ entryId, entrantCount: 7, root: record.entrantsRoot });
      expect(receipt.index).toBe(record.entryIds.indexOf(entryId));
      expect(doc.fold(doc.leaf(entryId).toString("hex"), receipt.proof ?? [])).toBe(record.entrantsRoot);
      if (fanId === second) expect(JSON.stringify(receipt)).not.toContain("example.com");
    }
    await expect(getDrawReceipt(ctx, { fanId: outsider, campaignId })).rejects.toMatchObject({ code: "request-E1004" });
  });

  it("an instant draw commits the root over its entrants in canonical order when the campaign ends", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "UPON_COMPLETION_OF_APPLICATION",
      prizeCount: 3,
      totalSupply: 3,
      winPercent: 50,
    });
    const fans = await Promise.all(Array.from({ length: 5 }, () => makeParticipant(ctx, campaignId)));
    for (const fanId of fans) await applyForDraw(ctx, { fanId, campaignId });
    expect((await getDrawReceipt(ctx, { fanId: fans[0] ?? "", campaignId })).root).toBeNull();
    clock.advance(10 * DAY);
    const record = await drawWinners(ctx, { campaignId });
    if (!record) throw new Error("no record");
    expect(record.entrantsRoot).toBe(doc.rootOf(record.entryIds)); // entryIds in application order, root sorted
    const receipt = await getDrawReceipt(ctx, { fanId: fans[4] ?? "", campaignId });
    expect(doc.fold(receipt.leaf, receipt.proof ?? [])).toBe(record.entrantsRoot);
    expect(verifyDraw(record)).toMatchObject({ ok: true });
  });

  it("a campaign and a record from before versions were stored are v1, the record's root computed from its list", async () => {
    const { ctx, clock } = createTestContext(database);
    const { campaignId } = await makeCampaign(ctx, {
      rewardKind: "LUCKY_DRAW",
      rewardTiming: "AFTER_CAMPAIGN_END",
      prizeCount: 1,
      totalSupply: 1,
    });
    await database.db.update(campaigns).set({ drawAlgorithm: null }).where(eq(campaigns.id, campaignId));
    const fans = await Promise.all(Array.from({ length: 3 }, () => makeParticipant(ctx, campaignId)));
    for (const fanId of fans) await applyForDraw(ctx, { fanId, campaignId });
    clock.advance(10 * DAY);
    const drawn = await drawWinners(ctx, { campaignId });
    expect(drawn?.algorithm).toBe("fanfare-draw-v1");
    await database.db
      .update(drawRecords)
      .set({ algorithm: sql`null`, entrantsRoot: sql`null` })
      .where(eq(drawRecords.campaignId, campaignId));
    const legacy = await getDrawRecord(ctx, { campaignId });
    expect(legacy).toEqual(drawn);
    expect(legacy && verifyDraw(legacy)).toMatchObject({ ok: true });
    const receipt = await getDrawReceipt(ctx, { fanId: fans[1] ?? "", campaignId });
    expect(receipt.root).toBe(drawn?.entrantsRoot);
  });
});
