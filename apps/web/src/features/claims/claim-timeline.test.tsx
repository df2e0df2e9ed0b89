import type { ClaimEvent, ClaimTimeline } from "@fanfare/protocol";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "@/test/render";
import { ClaimTimelineSteps } from "./claim-timeline";

const TX = `0x${"ab".repeat(32)}`;
const TRANSFER = `0x${"cd".repeat(32)}`;
const WALLET = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const ELSEWHERE = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

const event = (step: ClaimEvent["step"], rest: Partial<ClaimEvent> = {}): ClaimEvent => ({
  step,
  at: "2026-11-22T10:00:00.000Z",
  txHash: null,
  explorerUrl: null,
  blockNumber: null,
  address: null,
  ...rest,
});

type Timeline = Pick<ClaimTimeline, "events" | "step" | "problem">;
const timeline = (events: ClaimEvent[], problem: ClaimTimeline["problem"] = null): Timeline => ({
  events,
  step: events.at(-1)?.step ?? "CLAIMED",
  problem,
});

function renderTimeline(value: Timeline) {
  renderWithApp(<ClaimTimelineSteps timeline={value} label="Steps of Limited NFT" />);
  const list = screen.getByRole("list", { name: "Steps of Limited NFT" });
  const items = within(list).getAllByRole("listitem");
  return { list, items, rows: items.map((li) => [li.dataset.step, li.dataset.state]) };
}

describe("ClaimTimelineSteps", () => {
  it("queued: the steps in order, the current one marked as the step, the rest ahead, states in words", () => {
    const { list, items, rows } = renderTimeline(timeline([event("CLAIMED"), event("QUEUED")]));
    expect(list.tagName).toBe("OL");
    expect(rows).toEqual([
      ["CLAIMED", "done"],
      ["QUEUED", "current"],
      ["SENT", "upcoming"],
      ["MINTED", "upcoming"],
    ]);
    expect(items.map((li) => li.getAttribute("aria-current"))).toEqual([null, "step", null, null]);
    expect(items[0]?.textContent).toContain("Claimed");
    expect(items[0]?.textContent).toContain("Done");
    expect(items[1]?.textContent).toContain("Queued for minting");
    expect(items[1]?.textContent).toContain("Now");
    expect(items[3]?.textContent).toContain("Not yet");
    // Each step reached says when; the steps ahead have no time.
    expect(items[0]?.querySelector("time")).not.toBeNull();
    expect(items[2]?.querySelector("time")).toBeNull();
  });

  it("sent on a chain with an explorer: the transaction hash links to it", () => {
    const explorerUrl = `https://polygonscan.com/tx/${TX}`;
    const { items } = renderTimeline(
      timeline([event("CLAIMED"), event("QUEUED"), event("SENT", { txHash: TX, explorerUrl })]),
    );
    expect(items[2]?.getAttribute("aria-current")).toBe("step");
    const link = within(items[2] as HTMLElement).getByRole("link", { name: `${TX} (opens the block explorer)` });
    expect(link.getAttribute("href")).toBe(explorerUrl);
    expect(link.getAttribute("target")).toBe("_blank");
  });

  it("minted on a chain without an explorer (the local chain): the hash as text, no link; block and wallet", () => {
    const { items, rows } = renderTimeline(
      timeline([
        event("CLAIMED"),
        event("QUEUED"),
        event("SENT", { txHash: TX }),
        event("MINTED", { txHash: TX, blockNumber: "1234", address: WALLET }),
      ]),
    );
    expect(rows.at(-1)).toEqual(["MINTED", "current"]);
    expect(screen.queryAllByRole("link")).toEqual([]);
    expect(within(items[2] as HTMLElement).getByText(TX)).toBeTruthy();
    const minted = within(items[3] as HTMLElement);
    // The same transaction as the SENT step's: not said twice.
    expect(minted.queryByText(TX)).toBeNull();
    expect(minted.getByText("1234")).toBeTruthy();
    expect(minted.getByText(WALLET)).toBeTruthy();
    expect(items[3]?.textContent).toContain("Minted");
  });

  it("minted by another transaction than the one recorded as sent: the MINTED step names the chain's", () => {
    const { items } = renderTimeline(
      timeline([
        event("CLAIMED"),
        event("QUEUED"),
        event("SENT", { txHash: TX }),
        event("MINTED", { txHash: TRANSFER, blockNumber: "1234", address: WALLET }),
      ]),
    );
    expect(within(items[2] as HTMLElement).getByText(TX)).toBeTruthy();
    expect(within(items[3] as HTMLElement).getByText(TRANSFER)).toBeTruthy();
  });

  it("transferred out: the last step, with where it went", () => {
    const { items, rows } = renderTimeline(
      timeline([
        event("CLAIMED"),
        event("QUEUED"),
        event("SENT", { txHash: TX }),
        event("MINTED", { txHash: TX, blockNumber: "1234", address: WALLET }),
        event("TRANSFERRED", { txHash: TRANSFER, blockNumber: "1300", address: ELSEWHERE, at: null }),
      ]),
    );
    expect(rows.map(([, state]) => state)).toEqual(["done", "done", "done", "done", "current"]);
    const transferred = within(items[4] as HTMLElement);
    expect(transferred.getByText("Transferred out")).toBeTruthy();
    expect(transferred.getByText(ELSEWHERE)).toBeTruthy();
    expect(transferred.getByText("Sent to")).toBeTruthy();
    expect(transferred.getByText("Time not known")).toBeTruthy();
  });

  it("held up: the reason and that it is retried automatically, with the next try's time", () => {
    const { items } = renderTimeline(
      timeline([event("CLAIMED"), event("QUEUED")], {
        reason: "REFUSED",
        next: "AUTOMATIC_RETRY",
        retryAt: "2026-11-22T10:05:00.000Z",
        at: "2026-11-22T10:00:05.000Z",
      }),
    );
    const current = within(items[1] as HTMLElement);
    expect(current.getByText("The network refused the transaction.")).toBeTruthy();
    expect(current.getByText("It is retried automatically: you have nothing to do.")).toBeTruthy();
    expect(
      current
        .getByText(/Next try:/)
        .querySelector("time")
        ?.getAttribute("datetime"),
    ).toBe("2026-11-22T10:05:00.000Z");
  });

  it("failed: the failed step is where it stands, with the reason and what happens next; nothing ahead", () => {
    const { items, rows } = renderTimeline(
      timeline([event("CLAIMED"), event("QUEUED"), event("SENT", { txHash: TX }), event("FAILED")], {
        reason: "REVERTED",
        next: "OPERATOR",
        retryAt: null,
        at: "2026-11-22T10:01:00.000Z",
      }),
    );
    expect(rows).toEqual([
      ["CLAIMED", "done"],
      ["QUEUED", "done"],
      ["SENT", "done"],
      ["FAILED", "failed"],
    ]);
    expect(items[3]?.getAttribute("aria-current")).toBe("step");
    const failed = within(items[3] as HTMLElement);
    expect(failed.getByText("Minting failed")).toBeTruthy();
    expect(failed.getByText("Stopped")).toBeTruthy();
    expect(failed.getByText("The NFT’s contract refused the mint.")).toBeTruthy();
    expect(failed.getByText(/will not be retried automatically/)).toBeTruthy();
  });
});
