import type { DrawReceiptView, DrawRecordView, MerkleProofStep } from "@fanfare/protocol";
import { fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, campaignDetail, PROJECT_ID } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import vectors from "../../../../../docs/verifiable-draws.vectors.json";
import { DrawRecordScreen } from "./draw-record-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects/p1/c1/draw",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const entryId = vectors.merkle.proof.entryId;
const drawn: DrawRecordView = {
  campaignId: CAMPAIGN_ID,
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
};
const receipt: DrawReceiptView = {
  campaignId: CAMPAIGN_ID,
  algorithm: "fanfare-draw-v1",
  entryId,
  leaf: (vectors.merkle.leaves as Record<string, string>)[entryId] as string,
  index: vectors.merkle.proof.index,
  entrantCount: vectors.entryIds.length,
  proof: vectors.merkle.proof.steps as MerkleProofStep[],
  root: vectors.merkle.root,
};

const fetchMock = vi.fn<typeof fetch>();
let answers: Record<string, () => Response>;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => {
    const path = String(input).replace(`/api/v1/campaigns/${CAMPAIGN_ID}`, "");
    return answers[path]?.() ?? jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const fan = { policiesAccepted: true, claims: 0, drawResult: "FAILED" as const, contactEmailEntered: false };
const askedFor = (suffix: string) => fetchMock.mock.calls.some(([url]) => String(url).endsWith(suffix));

describe("DrawRecordScreen", () => {
  it("shows the record and the entrant's receipt, and verifies both in the browser", async () => {
    answers = {
      "": () => jsonResponse(200, campaignDetail({ rewardKind: "LUCKY_DRAW", fan })),
      "/draw": () => jsonResponse(200, drawn),
      "/draw-entry/receipt": () => jsonResponse(200, receipt),
    };
    renderWithApp(<DrawRecordScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    expect(await screen.findByRole("heading", { level: 1, name: "Draw record" })).toBeTruthy();
    expect((await screen.findByTestId("draw-record")).textContent).toContain(vectors.merkle.root);
    expect((await screen.findByTestId("draw-receipt")).textContent).toContain(entryId);
    expect(screen.getByTestId("draw-winners").textContent).toContain(vectors.atEnd.winnerEntryIds[0]);

    fireEvent.click(screen.getByRole("button", { name: "Verify in this browser" }));
    const result = await screen.findByTestId("draw-verification-result");
    expect(result.textContent).toBe("Verified: everything matches");
    expect(screen.getByTestId("receipt-verification-result").textContent).toBe(
      "Receipt verified: your entry was in the draw",
    );
    expect(screen.getByRole("status").textContent).toContain("The proof path leads to the Merkle root (passed)");
  });

  it("says which check failed when the record does not add up", async () => {
    answers = {
      "": () => jsonResponse(200, campaignDetail({ rewardKind: "LUCKY_DRAW", fan: null })),
      "/draw": () => jsonResponse(200, { ...drawn, winnerEntryIds: vectors.entryIds.slice(0, 3) }),
    };
    renderWithApp(<DrawRecordScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    fireEvent.click(await screen.findByRole("button", { name: "Verify in this browser" }));
    expect((await screen.findByTestId("draw-verification-result")).textContent).toBe(
      "Not verified: something does not match",
    );
    expect(screen.getByRole("status").textContent).toContain("The winners match the recomputed ones (failed)");
    expect(screen.queryByTestId("receipt-verification-result")).toBeNull();
    expect(askedFor("/draw-entry/receipt")).toBe(false); // a visitor has no receipt to ask for
  });

  it("before the draw: the commitment, no seed, nothing to verify yet", async () => {
    const open = {
      ...drawn,
      seed: null,
      entryIds: [],
      entrantsHash: null,
      entrantsRoot: null,
      winnerEntryIds: [],
      drawnAt: null,
    };
    answers = {
      "": () => jsonResponse(200, campaignDetail({ rewardKind: "LUCKY_DRAW", fan: null })),
      "/draw": () => jsonResponse(200, open),
    };
    renderWithApp(<DrawRecordScreen projectId={PROJECT_ID} campaignId={CAMPAIGN_ID} />);
    const facts = await screen.findByTestId("draw-record");
    expect(facts.textContent).toContain(vectors.seedHash);
    expect(facts.textContent).toContain("Revealed after the draw");
    expect(screen.queryByRole("button", { name: "Verify in this browser" })).toBeNull();
    expect(screen.getByText("You can check it once the draw is done.")).toBeTruthy();
  });
});
