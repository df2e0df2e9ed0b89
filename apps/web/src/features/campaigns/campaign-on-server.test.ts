// @vitest-environment node
// Server code: Node's own fetch types (undici), not the browser stand-in.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, campaignDetail } from "@/test/campaign-fixtures";
import { cookieJar } from "@/test/cookie-jar";
import { jsonResponse } from "@/test/render";
import { fetchCampaignOnServer, fetchCampaignTermsOnServer } from "./campaign-on-server";

const ORIGIN = "http://api.test:4001";
const fetchMock = vi.fn<typeof fetch>();
const fan = { policiesAccepted: true, claims: 0, drawResult: null, contactEmailEntered: false };

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("fetchCampaignOnServer", () => {
  it("reads the campaign with the access cookie only, its id encoded into the path", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, campaignDetail({ fan })));
    await fetchCampaignOnServer(cookieJar({ ff_at: "token", ff_session: "1", other: "x" }), CAMPAIGN_ID, {
      origin: ORIGIN,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${ORIGIN}/api/v1/campaigns/${CAMPAIGN_ID}`);
    expect(new Headers(init?.headers).get("cookie")).toBe("ff_at=token");
    await fetchCampaignOnServer(cookieJar({}), "../me?x", { origin: ORIGIN });
    expect(String(fetchMock.mock.calls[1]?.[0])).toBe(`${ORIGIN}/api/v1/campaigns/..%2Fme%3Fx`);
  });

  it("hands the browser a visitor's view when no session cookie came, and a fan's own view", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, campaignDetail({ fan: null, theme: "light" })));
    const visitor = await fetchCampaignOnServer(cookieJar({}), CAMPAIGN_ID, { origin: ORIGIN });
    expect(visitor.isSeedable).toBe(true);
    expect(visitor.campaign?.theme).toBe("light");
    fetchMock.mockResolvedValueOnce(jsonResponse(200, campaignDetail({ fan })));
    expect((await fetchCampaignOnServer(cookieJar({ ff_at: "t" }), CAMPAIGN_ID, { origin: ORIGIN })).isSeedable).toBe(
      true,
    );
  });

  it("keeps only the theme when the browser may still refresh a session the server could not see", async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, campaignDetail({ fan: null, theme: "light" })));
    // A session cookie without an access cookie, or an access cookie the API did not take.
    const jars: Record<string, string>[] = [{ ff_session: "1" }, { ff_at: "expired", ff_session: "1" }];
    for (const cookies of jars) {
      const read = await fetchCampaignOnServer(cookieJar(cookies), CAMPAIGN_ID, { origin: ORIGIN });
      expect(read.isSeedable).toBe(false);
      expect(read.campaign?.theme).toBe("light");
    }
  });

  it("gives nothing to seed when the API cannot answer", async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { code: "server-E5000", category: "MAINTENANCE", message: "" }));
    const read = await fetchCampaignOnServer(cookieJar({}), CAMPAIGN_ID, { origin: ORIGIN });
    expect(read).toMatchObject({ campaign: null, isSeedable: false });
  });
});

describe("fetchCampaignTermsOnServer", () => {
  it("reads the texts with no cookie at all: they are the same for everyone", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { terms: { ja: "規約" }, privacyPolicy: { ja: "方針" } }));
    const read = await fetchCampaignTermsOnServer("../x", { origin: ORIGIN });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${ORIGIN}/api/v1/campaigns/..%2Fx/terms`);
    expect(new Headers(init?.headers).has("cookie")).toBe(false);
    expect(read.terms).toEqual({ terms: { ja: "規約" }, privacyPolicy: { ja: "方針" } });
  });
});
