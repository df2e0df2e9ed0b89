import type { MintingSummary, OperatorMe, OperatorMintView } from "@fanfare/protocol";
import { QueryClient } from "@tanstack/react-query";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { CONSOLE_QUERY_KEYS } from "../console-api";
import { MintingScreen } from "./minting-screen";

const SUMMARY = "/api/v1/operator/minting";
const MINTS = "/api/v1/operator/mints";
const MINT_ID = "3a1b2c3d-6a4e-4d3f-9a54-5d1a7c2b8e20";
const CAMPAIGN_ID = "4b2c3d4e-6a4e-4d3f-9a54-5d1a7c2b8e21";
const company = { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" };
const CHECKED = "2026-11-24T10:00:00.000Z";

const summary: MintingSummary = {
  checkedAt: CHECKED,
  chains: [
    {
      chainId: 31337,
      chainName: "Hardhat",
      relayer: {
        state: "RUNNING",
        address: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
        lastSeenAt: "2026-11-24T09:59:57.000Z",
      },
      gas: {
        state: "LOW",
        balanceWei: "50000000000000000",
        warningWei: "100000000000000000",
        symbol: "ETH",
        decimals: 18,
      },
      counts: { PENDING: 2, SUBMITTED: 3, MINTED: 40, FAILED: 1 },
      stuck: 2,
      oldestWaitingSince: "2026-11-24T09:57:00.000Z",
      stuckAfterSeconds: 15,
    },
    {
      chainId: 137,
      chainName: "Polygon",
      relayer: { state: "NOT_CONFIGURED", address: null, lastSeenAt: null },
      gas: { state: "UNREACHABLE", balanceWei: null, warningWei: "100000000000000000", symbol: "POL", decimals: 18 },
      counts: { PENDING: 0, SUBMITTED: 0, MINTED: 0, FAILED: 0 },
      stuck: 0,
      oldestWaitingSince: null,
      stuckAfterSeconds: 180,
    },
  ],
};

const failed: OperatorMintView = {
  mintJobId: MINT_ID,
  status: "FAILED",
  stuck: false,
  replaceRequested: false,
  chainId: 31337,
  campaign: { id: CAMPAIGN_ID, title: { ja: "ウェルカムギフト", en: "Welcome gift" } },
  fan: "f***@e***.com",
  recipient: "0x7099…79C8",
  problem: "REVERTED",
  lastError: "reverted: ERC721InvalidReceiver",
  attempts: 1,
  nonce: 7,
  txHash: "0xabc0000000000000000000000000000000000000000000000000000000000def",
  blockNumber: null,
  createdAt: "2026-11-24T09:50:00.000Z",
  submittedAt: "2026-11-24T09:50:01.000Z",
  mintedAt: null,
  updatedAt: "2026-11-24T09:50:02.000Z",
};

const fetchMock = vi.fn<typeof fetch>();
type Answer = { status: number; body: unknown };
let answers: Record<string, Answer>;
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  answers = {
    [`GET ${SUMMARY}`]: { status: 200, body: summary },
    [`GET ${MINTS}`]: { status: 200, body: { mints: [failed], nextCursor: null } },
    [`GET ${MINTS}/${MINT_ID}`]: { status: 200, body: failed },
  };
  fetchMock.mockImplementation(async (input, init) => {
    const answer = answers[`${init?.method ?? "GET"} ${String(input)}`];
    if (!answer) return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
    return jsonResponse(answer.status, answer.body);
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function renderAs(role: OperatorMe["role"]) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const me: OperatorMe = { userId: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10", email: "me@example.test", role, company };
  queryClient.setQueryData(CONSOLE_QUERY_KEYS.me, me);
  answers["GET /api/v1/operator/me"] = { status: 200, body: me };
  return renderWithApp(<MintingScreen />, { queryClient });
}

const posts = () => fetchMock.mock.calls.filter(([, init]) => init?.method === "POST").map(([input]) => String(input));

describe("MintingScreen", () => {
  it("shows each chain: relayer, gas with its warning, counts, oldest waiting; and the stuck alert", async () => {
    renderAs("VIEWER");
    const local = await screen.findByRole("region", { name: "Hardhat (chain 31337)" });
    expect(within(local).getByText("Running")).toBeTruthy();
    expect(within(local).getByText("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266")).toBeTruthy();
    expect(within(local).getByText("3 sec ago")).toBeTruthy();
    expect(within(local).getByText("0.05 ETH")).toBeTruthy();
    expect(within(local).getByText("Low")).toBeTruthy();
    expect(
      within(local).getByText("The relayer's balance is below 0.1 ETH. Top it up, or mints will fail for lack of gas."),
    ).toBeTruthy();
    expect(within(local).getByTestId("count-MINTED").textContent).toBe("40");
    expect(within(local).getByTestId("count-STUCK").textContent).toBe("2");
    expect(within(local).getByTestId("oldest-waiting").textContent).toBe("3 min");

    const polygon = screen.getByRole("region", { name: "Polygon (chain 137)" });
    expect(within(polygon).getByText("Not set up")).toBeTruthy();
    expect(within(polygon).getByText("Unknown: the chain did not answer")).toBeTruthy();
    expect(within(polygon).getByText("Nothing waiting")).toBeTruthy();

    const stuck = screen.getByRole("region", { name: "Stuck mints" });
    expect(stuck.textContent).toContain("Hardhat: 2 mints were sent but not mined after 15 seconds or several sends.");
    expect(stuck.textContent).not.toContain("Polygon");
  });

  it("viewers read the failed mints (fan masked, reason) but are offered no retry", async () => {
    renderAs("VIEWER");
    const table = await screen.findByRole("table", { name: "Mints to look at: Failed and stuck" });
    const row = await within(table).findByRole("row", { name: /Welcome gift/ });
    expect(within(row).getByText("f***@e***.com")).toBeTruthy();
    expect(within(row).getByText("Refused by the contract")).toBeTruthy();
    expect(within(row).getByText("reverted: ERC721InvalidReceiver")).toBeTruthy();
    expect(within(row).queryByRole("button")).toBeNull();
    expect(screen.getByText(/Viewers can read everything here/)).toBeTruthy();
  });

  it("an editor retries after confirming, sees it asked, then follows the mint until it is minted", async () => {
    const pending = { ...failed, status: "PENDING", attempts: 0 } as const;
    answers[`POST ${MINTS}/${MINT_ID}/retry`] = { status: 202, body: { action: "RETRY", mint: pending } };
    answers[`GET ${MINTS}/${MINT_ID}`] = {
      status: 200,
      body: { ...pending, status: "MINTED", blockNumber: "42", problem: null, lastError: null },
    };
    renderAs("EDITOR");
    const retry = await screen.findByRole("button", { name: "Retry the mint of f***@e***.com for Welcome gift" });
    fireEvent.click(retry);
    // Nothing is sent before the confirmation, which takes the focus.
    const confirm = screen.getByRole("button", { name: "Yes, retry" });
    await waitFor(() => expect(document.activeElement).toBe(confirm));
    expect(
      screen.getByText("Send this mint again? The relayer checks the chain first, so the NFT is never minted twice."),
    ).toBeTruthy();
    expect(posts()).toEqual([]);

    // Cancel gives the focus back to the row's button.
    fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
    await waitFor(() =>
      expect(document.activeElement?.getAttribute("aria-label")).toBe(
        "Retry the mint of f***@e***.com for Welcome gift",
      ),
    );
    expect(posts()).toEqual([]);

    fireEvent.click(screen.getByRole("button", { name: "Retry the mint of f***@e***.com for Welcome gift" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, retry" }));
    const done = await screen.findByText("Retry asked: the relayer sends the mint of f***@e***.com again.");
    expect(done.getAttribute("role")).toBe("status");
    expect(posts()).toEqual([`${MINTS}/${MINT_ID}/retry`]);
    const followed = screen.getByRole("region", { name: "The mint you retried" });
    const minted = await within(followed).findByText("Minted once, in block 42.", {}, { timeout: 4_000 });
    expect(minted.getAttribute("role")).toBe("status");
  });

  it("says why a retry was refused (another operator got there first)", async () => {
    answers[`POST ${MINTS}/${MINT_ID}/retry`] = {
      status: 409,
      body: { code: "mint-E2002", category: "BAD_REQUEST", message: "" },
    };
    renderAs("OWNER");
    fireEvent.click(await screen.findByRole("button", { name: "Retry the mint of f***@e***.com for Welcome gift" }));
    fireEvent.click(screen.getByRole("button", { name: "Yes, retry" }));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe("This mint is already on its way: only a failed or stuck mint can be retried.");
    expect(screen.queryByRole("region", { name: "The mint you retried" })).toBeNull();
  });

  it("offers Replace for a stuck mint, and nothing for one whose replacement is already asked", async () => {
    const stuck = { ...failed, status: "SUBMITTED", stuck: true, problem: "SLOW" } as const;
    const asked = { ...stuck, mintJobId: "5c3d4e5f-6a4e-4d3f-9a54-5d1a7c2b8e22", replaceRequested: true };
    answers[`GET ${MINTS}`] = { status: 200, body: { mints: [stuck, asked], nextCursor: null } };
    renderAs("OWNER");
    const table = await screen.findByRole("table", { name: "Mints to look at: Failed and stuck" });
    await within(table).findAllByRole("row", { name: /Welcome gift/ });
    const rows = within(table).getAllByRole("row", { name: /Welcome gift/ });
    expect(within(rows[0] as HTMLElement).getByRole("button").textContent).toBe("Replace");
    expect(within(rows[1] as HTMLElement).queryByRole("button")).toBeNull();
    expect(within(rows[1] as HTMLElement).getByText("Replacement asked")).toBeTruthy();
  });
});
