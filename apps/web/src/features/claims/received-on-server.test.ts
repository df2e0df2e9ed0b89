// @vitest-environment node
// Server code: Node's own fetch types (undici), not the browser stand-in.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieJar } from "@/test/cookie-jar";
import { jsonResponse } from "@/test/render";
import {
  fetchMyClaimOnServer,
  fetchMyClaimsOnServer,
  fetchReceivedClaimsOnServer,
  fetchReceivedNftOnServer,
} from "./received-on-server";

const ORIGIN = "http://api.test:4001";
const CAMPAIGN_ID = "c0000000-0000-4000-8000-000000000001";
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

const received = {
  campaignId: CAMPAIGN_ID,
  projectId: "b0000000-0000-4000-8000-000000000001",
  title: { ja: "キャンペーン" },
  effect: "CONFETTI",
  effectImageUrl: null,
  claims: [
    {
      claimId: "e0000000-0000-4000-8000-000000000001",
      sequence: 1,
      claimedAt: "2026-11-22T10:00:00.000Z",
      nft: {
        id: "f0000000-0000-4000-8000-000000000001",
        name: { ja: "限定NFT" },
        description: { ja: "説明" },
        imageUrl: "/demo/nft.png",
        metadata: {},
      },
    },
  ],
};

describe("fetchReceivedClaimsOnServer", () => {
  it("reads the fan's claims with the access cookie only, the campaign's id encoded into the path", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, received));
    const read = await fetchReceivedClaimsOnServer(
      cookieJar({ ff_at: "token", ff_session: "1", other: "x" }),
      CAMPAIGN_ID,
      {
        origin: ORIGIN,
      },
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${ORIGIN}/api/v1/campaigns/${CAMPAIGN_ID}/claims/mine`);
    expect(new Headers(init?.headers).get("cookie")).toBe("ff_at=token");
    expect(read.data?.claims[0]?.nft.imageUrl).toBe("/demo/nft.png");
    await fetchReceivedClaimsOnServer(cookieJar({ ff_at: "token" }), "../me?x", { origin: ORIGIN });
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(`${ORIGIN}/api/v1/campaigns/..%2Fme%3Fx/claims/mine`);
  });

  it("reads one received NFT by campaign and NFT, both ids encoded into the path", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: "receivedPage-2001", category: "BAD_REQUEST", message: "" }));
    const read = await fetchReceivedNftOnServer(cookieJar({ ff_at: "token" }), CAMPAIGN_ID, "a/b?c", {
      origin: ORIGIN,
    });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${ORIGIN}/api/v1/campaigns/${CAMPAIGN_ID}/nfts/a%2Fb%3Fc`);
    expect(read.data).toBeNull();
  });

  it("reads every claim of the fan with the access cookie", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { claims: [] }));
    const read = await fetchMyClaimsOnServer(cookieJar({ ff_at: "token" }), { origin: ORIGIN });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${ORIGIN}/api/v1/me/claims`);
    expect(new Headers(init?.headers).get("cookie")).toBe("ff_at=token");
    expect(read.data).toEqual({ claims: [] });
  });

  it("reads one claim's timeline by its id, encoded into the path, with the access cookie", async () => {
    // Someone else's claim (request-E1004): left to the browser's read, which says so.
    fetchMock.mockResolvedValue(jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST", message: "" }));
    const read = await fetchMyClaimOnServer(cookieJar({ ff_at: "token", other: "x" }), "k/1?x", { origin: ORIGIN });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${ORIGIN}/api/v1/me/claims/k%2F1%3Fx`);
    expect(new Headers(init?.headers).get("cookie")).toBe("ff_at=token");
    expect(read.data).toBeNull();
  });

  it("does not ask without an access cookie: the browser may still refresh the session", async () => {
    const read = await fetchReceivedClaimsOnServer(cookieJar({ ff_session: "1" }), CAMPAIGN_ID, { origin: ORIGIN });
    expect(read.data).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("leaves a refusal to the browser's read, which shows its message", async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { code: "receivedPage-2001", category: "BAD_REQUEST", message: "" }));
    const read = await fetchReceivedClaimsOnServer(cookieJar({ ff_at: "token" }), CAMPAIGN_ID, { origin: ORIGIN });
    expect(read.data).toBeNull();
  });
});
