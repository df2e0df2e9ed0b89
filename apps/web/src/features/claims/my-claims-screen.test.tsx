import { screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { MyClaimsScreen } from "./my-claims-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/wallet/claims",
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
let claims: unknown[];
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === "/api/v1/me") return jsonResponse(200, { email: "fan@example.com" });
    if (String(input) === "/api/v1/me/claims") return jsonResponse(200, { claims });
    return jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const at = "2026-11-22T10:00:00.000Z";
const TX = `0x${"ef".repeat(32)}`;
const ev = (step: string, rest: Record<string, unknown> = {}) => ({
  step,
  at,
  txHash: null,
  explorerUrl: null,
  blockNumber: null,
  address: null,
  ...rest,
});
const claim = (id: string, name: string, events: ReturnType<typeof ev>[], problem: unknown = null) => ({
  claimId: `00000000-0000-4000-8000-00000000000${id}`,
  campaignId: "c1",
  projectId: "p1",
  campaignTitle: { ja: "ギフト", en: "Welcome gift" },
  nft: { id: `n${id}`, name: { ja: name, en: name }, imageUrl: "/demo/nft.png" },
  chainId: 31337,
  contractAddress: null,
  tokenId: null,
  step: events.at(-1)?.step,
  events,
  problem,
});

describe("MyClaimsScreen", () => {
  it("lists each claim with its NFT, campaign, where it stands and its timeline", async () => {
    claims = [
      claim("1", "Gift card", [
        ev("CLAIMED"),
        ev("QUEUED"),
        ev("SENT", { txHash: TX }),
        ev("MINTED", { txHash: TX, blockNumber: "7" }),
      ]),
      claim("2", "Tour pass", [ev("CLAIMED"), ev("QUEUED"), ev("FAILED")], {
        reason: "REFUSED",
        next: "OPERATOR",
        retryAt: null,
        at,
      }),
    ];
    renderWithApp(<MyClaimsScreen />);
    expect(await screen.findByRole("heading", { level: 1, name: "My claims" })).toBeTruthy();
    const gift = await screen.findByRole("article", { name: "Gift card" });
    expect(within(gift).getByRole("link", { name: "Gift card" }).getAttribute("href")).toBe("/projects/p1/c1/nfts/n1");
    expect(within(gift).getByText("From Welcome gift")).toBeTruthy();
    expect(within(gift).getByText("Now: Minted")).toBeTruthy();
    const steps = within(gift).getByRole("list", { name: "Steps of Gift card" });
    expect(steps.querySelector('[aria-current="step"]')?.getAttribute("data-step")).toBe("MINTED");
    // The local chain has no explorer: the hash is shown, not linked.
    expect(within(steps).getAllByText(TX)).toHaveLength(1);
    expect(within(steps).queryByRole("link")).toBeNull();

    const pass = screen.getByRole("article", { name: "Tour pass" });
    expect(within(pass).getByText("Now: Minting failed")).toBeTruthy();
    expect(within(pass).getByText("The network refused the transaction.")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Back to my wallet" }).getAttribute("href")).toBe("/wallet");
  });

  it("lists the claims in its first render when the page's server read them", () => {
    // The browser's reads never answer: what shows came from the server's read alone.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const list = [claim("1", "Gift card", [ev("CLAIMED"), ev("QUEUED")])];
    renderWithApp(<MyClaimsScreen initial={{ data: { claims: list } as never, fetchedAt: Date.now() }} />);
    const gift = screen.getByRole("article", { name: "Gift card" });
    expect(within(gift).getByText("From Welcome gift")).toBeTruthy();
    expect(screen.queryByText(/Nothing claimed yet/)).toBeNull();
  });

  it("says so when the fan has claimed nothing yet", async () => {
    claims = [];
    renderWithApp(<MyClaimsScreen />);
    expect(await screen.findByText(/Nothing claimed yet/)).toBeTruthy();
  });
});
