import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, renderWithApp } from "@/test/render";
import { ReceivedNftScreen } from "./received-nft-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects/p1/c1/nfts/n1",
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));

const fetchMock = vi.fn<typeof fetch>();
let received: Response;
/** The claim's timeline (GET /me/claims/k1): queued, so nothing of it repeats the mint's own rows. */
const queued = {
  claimId: "k1",
  campaignId: "c1",
  projectId: "p1",
  campaignTitle: { ja: "キャンペーン", en: "The campaign" },
  nft: { id: "n1", name: { ja: "限定NFT", en: "Limited NFT" }, imageUrl: "/demo/nft.png" },
  chainId: 137,
  contractAddress: null,
  tokenId: null,
  step: "QUEUED",
  events: [
    {
      step: "CLAIMED",
      at: "2026-11-22T10:00:00.000Z",
      txHash: null,
      explorerUrl: null,
      blockNumber: null,
      address: null,
    },
    {
      step: "QUEUED",
      at: "2026-11-22T10:00:00.000Z",
      txHash: null,
      explorerUrl: null,
      blockNumber: null,
      address: null,
    },
  ],
  problem: null,
};
const timelineOr = (other: () => Response) => async (input: RequestInfo | URL) => {
  if (String(input) === "/api/v1/me") return jsonResponse(200, { email: "fan@example.com" });
  if (String(input) === "/api/v1/me/claims/k1") return jsonResponse(200, queued);
  return other();
};
beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(timelineOr(() => received));
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const view = (chain: { tokenId: string | null; mint?: unknown }) => ({
  campaignId: "c1",
  claimId: "k1",
  claimedAt: "2026-11-22T10:00:00.000Z",
  nft: {
    id: "n1",
    name: { ja: "限定NFT", en: "Limited NFT" },
    description: { ja: "説明", en: "A card from the tour." },
    imageUrl: "/demo/nft.png",
    metadata: {},
  },
  tokenId: chain.tokenId,
  ownerAddress: null,
  txHash: null,
  ...(chain.mint === undefined ? {} : { mint: chain.mint }),
});

const OWNER = "0x8ba1f109551bD432803012645Ac136ddd64DBA72";
const CONTRACT = "0x1111111111111111111111111111111111111111";
const TX = "0xabababababababababababababababababababababababababababababababab";
const mint = (status: string, minted: boolean) => ({
  status,
  chainId: 137,
  contractAddress: CONTRACT,
  tokenId: minted ? "42" : null,
  owner: minted ? OWNER : null,
  recipient: OWNER,
  txHash: minted ? TX : null,
  explorerUrl: minted ? `https://polygonscan.com/tx/${TX}` : null,
});

describe("ReceivedNftScreen", () => {
  it("shows the NFT's image, name and description; chain fields only when known", async () => {
    received = jsonResponse(200, view({ tokenId: null }));
    renderWithApp(<ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" />);
    expect(await screen.findByRole("heading", { level: 1, name: "Limited NFT" })).toBeTruthy();
    // The page's largest paint: asked for before the scripts.
    expect(screen.getByRole("img", { name: "Limited NFT" }).getAttribute("fetchpriority")).toBe("high");
    expect(screen.getByText("A card from the tour.")).toBeTruthy();
    expect(screen.queryByText("Token ID")).toBeNull();
  });

  it("shows the token id once the API has it", async () => {
    received = jsonResponse(200, view({ tokenId: "42" }));
    renderWithApp(<ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" />);
    expect(await screen.findByText("Token ID")).toBeTruthy();
    expect(screen.getByText("42")).toBeTruthy();
  });

  it("while minting, says so in a polite live region and asks again until the NFT is minted", async () => {
    received = jsonResponse(200, view({ tokenId: null, mint: mint("SUBMITTED", false) }));
    fetchMock.mockImplementation(timelineOr(() => received.clone()));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderWithApp(<ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" />);
      const live = await screen.findByText("Minting your NFT on the blockchain…");
      expect(live.getAttribute("role")).toBe("status");
      expect(live.getAttribute("aria-live")).toBe("polite");
      received = jsonResponse(200, view({ tokenId: "42", mint: mint("MINTED", true) }));
      await vi.advanceTimersByTimeAsync(4500);
      expect(await screen.findByText("Minted on Polygon.")).toBe(live);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows the NFT in its first render from the page's server read, and keeps asking while it is minted", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const initial = { data: view({ tokenId: null, mint: mint("SUBMITTED", false) }) as never, fetchedAt: Date.now() };
      renderWithApp(<ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" initial={initial} />);
      // No read has answered yet: this is what the server's HTML holds.
      expect(screen.getByRole("img", { name: "Limited NFT" }).getAttribute("src")).toBe("/demo/nft.png");
      const live = screen.getByText("Minting your NFT on the blockchain…");
      received = jsonResponse(200, view({ tokenId: "42", mint: mint("MINTED", true) }));
      await vi.advanceTimersByTimeAsync(4500);
      expect(await screen.findByText("Minted on Polygon.")).toBe(live);
    } finally {
      vi.useRealTimers();
    }
  });

  it("once minted, shows chain, token id, owner, contract and the transaction linked to the explorer", async () => {
    received = jsonResponse(200, view({ tokenId: "42", mint: mint("MINTED", true) }));
    renderWithApp(<ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" />);
    expect(await screen.findByText("Minted on Polygon.")).toBeTruthy();
    expect(screen.getByText("Polygon", { selector: "dd" })).toBeTruthy();
    expect(screen.getByText("42")).toBeTruthy();
    expect(screen.getByText(OWNER)).toBeTruthy();
    expect(screen.getByText(CONTRACT)).toBeTruthy();
    const link = screen.getByRole("link", { name: `${TX} (opens the block explorer)` });
    expect(link.getAttribute("href")).toBe(`https://polygonscan.com/tx/${TX}`);
  });

  it("says when minting failed", async () => {
    received = jsonResponse(200, view({ tokenId: null, mint: mint("FAILED", false) }));
    renderWithApp(<ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" />);
    expect((await screen.findByRole("alert")).textContent).toMatch(/could not be minted/);
    expect(screen.queryByText("Minting your NFT on the blockchain…")).toBeNull();
  });

  it("shows the claim's timeline, with the way to every claim of the fan", async () => {
    received = jsonResponse(200, view({ tokenId: null, mint: mint("PENDING", false) }));
    renderWithApp(<ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" />);
    const steps = await screen.findByRole("list", { name: "Steps of Limited NFT" });
    expect([...steps.querySelectorAll("li")].map((li) => li.dataset.step)).toEqual([
      "CLAIMED",
      "QUEUED",
      "SENT",
      "MINTED",
    ]);
    expect(steps.querySelector('[aria-current="step"]')?.getAttribute("data-step")).toBe("QUEUED");
    expect(screen.getByRole("heading", { name: "Where this claim stands" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "See all my claims" }).getAttribute("href")).toBe("/wallet/claims");
  });

  it("shows the claim's timeline in its first render from the page's server read", () => {
    // The browser's reads never answer: what shows came from the server's reads alone.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const initial = { data: view({ tokenId: null, mint: mint("PENDING", false) }) as never, fetchedAt: Date.now() };
    const initialClaim = { data: queued as never, fetchedAt: Date.now() };
    renderWithApp(
      <ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" initial={initial} initialClaim={initialClaim} />,
    );
    const steps = screen.getByRole("list", { name: "Steps of Limited NFT" });
    expect(steps.querySelector('[aria-current="step"]')?.getAttribute("data-step")).toBe("QUEUED");
    expect(screen.queryByTestId("skeleton")).toBeNull();
  });

  it("answers receivedPage-2001 before the claim", async () => {
    received = jsonResponse(404, { code: "receivedPage-2001", category: "BAD_REQUEST", message: "" });
    renderWithApp(<ReceivedNftScreen projectId="p1" campaignId="c1" nftId="n1" />);
    expect((await screen.findByRole("alert")).textContent).toBe("You have not claimed this yet.");
  });
});
