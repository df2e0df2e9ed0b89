import { act, fireEvent, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { campaignDetail, conditionView } from "@/test/campaign-fixtures";
import { jsonResponse, renderWithApp } from "@/test/render";
import { REDUCED_MOTION_QUERY } from "@/ui/effect-overlay";
import { ClaimedSuccessScreen } from "./claimed-success-screen";

vi.mock("@/i18n/navigation", () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn() }),
  usePathname: () => "/projects/p1/c1/claimed-success",
  Link: ({ href, children, className }: { href: string; children: ReactNode; className?: string }) => (
    <a href={href} className={className}>
      {children}
    </a>
  ),
}));

const fetchMock = vi.fn<typeof fetch>();
let received: Response;
let campaign: unknown;
let reducedMotion = false;
beforeEach(() => {
  reducedMotion = false;
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reducedMotion && query === REDUCED_MOTION_QUERY }));
  vi.stubGlobal("fetch", fetchMock);
  campaign = campaignDetail({ id: "c1", projectId: "p1", conditions: [conditionView({ type: "NONE" })] });
  fetchMock.mockImplementation(async (input) => {
    if (String(input) === "/api/v1/me") return jsonResponse(200, { email: "fan@example.com" });
    if (String(input) === "/api/v1/campaigns/c1") return jsonResponse(200, campaign);
    return received;
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const nft = {
  id: "n1",
  name: { ja: "限定NFT", en: "Limited NFT" },
  description: { ja: "説明" },
  imageUrl: "/demo/nft.png",
  metadata: {},
};
const claims = (effect: string, effectImageUrl: string | null = null) => ({
  campaignId: "c1",
  projectId: "p1",
  title: { ja: "キャンペーン" },
  effect,
  effectImageUrl,
  claims: [{ claimId: "k1", sequence: 1, claimedAt: "2026-11-22T10:00:00.000Z", nft }],
});

describe("ClaimedSuccessScreen", () => {
  it("shows the claimed NFT with the campaign's effect over the screen, with a link to its page", async () => {
    received = jsonResponse(200, claims("CRACKER"));
    const { container } = renderWithApp(<ClaimedSuccessScreen projectId="p1" campaignId="c1" />);
    expect(await screen.findByRole("img", { name: "Limited NFT" })).toHaveProperty(
      "src",
      expect.stringContaining("/demo/nft.png"),
    );
    expect(screen.getByText("Limited NFT is now yours.")).toBeTruthy();
    // Over the whole screen (a layer of <body>, not of the NFT card), and a win's.
    const effect = document.querySelector("[data-effect]");
    expect(effect?.getAttribute("data-effect")).toBe("CRACKER");
    expect(effect?.getAttribute("data-effect-overlay")).toBe("win");
    expect(effect?.getAttribute("aria-hidden")).toBe("true");
    expect(effect?.parentElement).toBe(document.body);
    expect(effect?.children.length).toBeGreaterThan(10);
    expect(container.querySelector("[data-effect-static='win']")?.getAttribute("aria-hidden")).toBe("true");
    expect(screen.getByRole("link", { name: "See the NFT’s details" }).getAttribute("href")).toBe(
      "/projects/p1/c1/nfts/n1",
    );
    expect(fetchMock).toHaveBeenCalledWith("/api/v1/campaigns/c1/claims/mine", expect.anything());
  });

  it("shows the NFT in its first render when the page's server read it (the server's HTML holds it)", () => {
    // The browser's reads never answer: what shows came from the server's read alone.
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    const initial = { data: claims("CONFETTI") as never, fetchedAt: Date.now() };
    renderWithApp(<ClaimedSuccessScreen projectId="p1" campaignId="c1" initial={initial} />);
    expect(screen.getByRole("img", { name: "Limited NFT" }).getAttribute("src")).toBe("/demo/nft.png");
    // The page's largest paint: asked for before the scripts.
    expect(screen.getByRole("img", { name: "Limited NFT" }).getAttribute("fetchpriority")).toBe("high");
    expect(screen.getByText("Limited NFT is now yours.")).toBeTruthy();
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("without the server's read, loads as before", () => {
    fetchMock.mockImplementation(() => new Promise<Response>(() => {}));
    renderWithApp(<ClaimedSuccessScreen projectId="p1" campaignId="c1" initial={{ data: null, fetchedAt: 0 }} />);
    expect(screen.getByRole("status").textContent).toBe("Loading…");
    expect(screen.queryByRole("img", { name: "Limited NFT" })).toBeNull();
  });

  it("says how each condition the fan met was proven; NONE proved nothing and is left out", async () => {
    campaign = campaignDetail({
      id: "c1",
      projectId: "p1",
      conditions: [
        conditionView({ id: "d0000000-0000-4000-8000-000000000000", type: "NONE", proof: "SELF_ATTESTED" }),
        conditionView({ id: "d0000000-0000-4000-8000-000000000001", proof: "CODE", completed: true }),
        conditionView({
          id: "d0000000-0000-4000-8000-000000000002",
          type: "SPOTIFY_LIKE_SONG",
          slug: "spotify-like-song",
          proof: "PROVIDER",
          provider: "SPOTIFY",
          completed: true,
        }),
      ],
    });
    received = jsonResponse(200, claims("CONFETTI"));
    renderWithApp(<ClaimedSuccessScreen projectId="p1" campaignId="c1" />);
    const heading = await screen.findByRole("heading", { name: "How your conditions were proven" });
    const items = [...(heading.parentElement?.querySelectorAll("li") ?? [])];
    expect(items.map((li) => li.querySelector("[data-proof]")?.textContent)).toEqual([
      "Proven by a code",
      "Verified by Spotify",
    ]);
  });

  it("draws the campaign's own image for CUSTOM_IMAGE", async () => {
    received = jsonResponse(200, claims("CUSTOM_IMAGE", "/demo/effect.png"));
    renderWithApp(<ClaimedSuccessScreen projectId="p1" campaignId="c1" />);
    await screen.findByRole("img", { name: "Limited NFT" });
    expect(document.querySelector('[data-effect="CUSTOM_IMAGE"] img')?.getAttribute("src")).toBe("/demo/effect.png");
  });

  it("is gone once it has played, the NFT and its still tick staying", async () => {
    received = jsonResponse(200, claims("CONFETTI"));
    const { container } = renderWithApp(<ClaimedSuccessScreen projectId="p1" campaignId="c1" />);
    await screen.findByRole("img", { name: "Limited NFT" });
    const effect = document.querySelector("[data-effect='CONFETTI']");
    if (!effect) throw new Error("no effect");
    act(() => {
      fireEvent.animationEnd(effect);
    });
    expect(document.querySelector("[data-effect]")).toBeNull();
    expect(container.querySelector("[data-effect-static='win']")).not.toBeNull();
    expect(screen.getByRole("img", { name: "Limited NFT" })).toBeTruthy();
  });

  it("with prefers-reduced-motion plays nothing: a still confirmation on the NFT instead", async () => {
    reducedMotion = true;
    received = jsonResponse(200, claims("CONFETTI"));
    const { container } = renderWithApp(<ClaimedSuccessScreen projectId="p1" campaignId="c1" />);
    await screen.findByRole("img", { name: "Limited NFT" });
    expect(document.querySelector("[data-effect-overlay]")).toBeNull();
    expect(document.querySelector("[data-effect]")).toBeNull();
    expect(container.querySelector("[data-effect-static='win']")).not.toBeNull();
    expect(screen.getByText("Limited NFT is now yours.")).toBeTruthy();
  });

  it("says the fan has not claimed yet (receivedPage-2001), with the way back", async () => {
    received = jsonResponse(404, { code: "receivedPage-2001", category: "BAD_REQUEST", message: "" });
    renderWithApp(<ClaimedSuccessScreen projectId="p1" campaignId="c1" />);
    expect((await screen.findByRole("alert")).textContent).toBe("You have not claimed this yet.");
    expect(screen.getByRole("link", { name: "Back to the campaign" }).getAttribute("href")).toBe("/projects/p1/c1");
  });
});
