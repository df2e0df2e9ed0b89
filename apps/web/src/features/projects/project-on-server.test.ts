// @vitest-environment node
// Server code: Node's own fetch types (undici), not the browser stand-in.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CAMPAIGN_ID, PROJECT_ID } from "@/test/campaign-fixtures";
import { cookieJar } from "@/test/cookie-jar";
import { jsonResponse } from "@/test/render";
import { fetchProjectTopOnServer } from "./project-on-server";

const ORIGIN = "http://api.test:4001";
const fetchMock = vi.fn<typeof fetch>();

const project = (canParticipate: boolean | null) => ({
  id: PROJECT_ID,
  name: { ja: "デモ" },
  description: { ja: "説明" },
  logoUrl: null,
  companyName: "Records",
  assets: [],
  links: [],
  allowedCountries: ["JP"],
  canParticipate,
});
const campaigns = {
  campaigns: [
    {
      id: CAMPAIGN_ID,
      projectId: PROJECT_ID,
      title: { ja: "開催中" },
      imageUrl: null,
      startsAt: "2026-11-01T00:00:00.000Z",
      endsAt: "2026-12-01T00:00:00.000Z",
      publishStatus: "PUBLISH",
      timeStatus: null,
      rewardKind: "NFT_CLAIM",
    },
  ],
};
/** The API as the server reaches it: the project answers `canParticipate` for whoever asked. */
const answer = (canParticipate: boolean | null) => async (input: RequestInfo | URL) =>
  jsonResponse(200, String(input).endsWith("/campaigns") ? campaigns : project(canParticipate));

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("fetchProjectTopOnServer", () => {
  it("reads the project with the access cookie only and the campaigns with none, the id encoded", async () => {
    fetchMock.mockImplementation(answer(true));
    await fetchProjectTopOnServer(cookieJar({ ff_at: "token", ff_session: "1", other: "x" }), PROJECT_ID, {
      origin: ORIGIN,
    });
    const sent = fetchMock.mock.calls.map(([url, init]) => [String(url), new Headers(init?.headers).get("cookie")]);
    expect(sent).toEqual([
      [`${ORIGIN}/api/v1/projects/${PROJECT_ID}`, "ff_at=token"],
      [`${ORIGIN}/api/v1/projects/${PROJECT_ID}/campaigns`, null],
    ]);
    await fetchProjectTopOnServer(cookieJar({}), "../me?x", { origin: ORIGIN });
    expect(String(fetchMock.mock.calls[2]?.[0])).toBe(`${ORIGIN}/api/v1/projects/..%2Fme%3Fx`);
  });

  it("hands over a visitor's view and a signed-in fan's own view", async () => {
    fetchMock.mockImplementation(answer(null));
    const visitor = await fetchProjectTopOnServer(cookieJar({}), PROJECT_ID, { origin: ORIGIN });
    expect(visitor.project?.canParticipate).toBeNull();
    expect(visitor.campaigns?.campaigns).toHaveLength(1);
    fetchMock.mockImplementation(answer(false));
    const fan = await fetchProjectTopOnServer(cookieJar({ ff_at: "t", ff_session: "1" }), PROJECT_ID, {
      origin: ORIGIN,
    });
    expect(fan.project?.canParticipate).toBe(false);
  });

  it("keeps the project back when the browser may still refresh a session the server could not see", async () => {
    fetchMock.mockImplementation(answer(null));
    const jars: Record<string, string>[] = [{ ff_session: "1" }, { ff_at: "expired", ff_session: "1" }];
    for (const cookies of jars) {
      const read = await fetchProjectTopOnServer(cookieJar(cookies), PROJECT_ID, { origin: ORIGIN });
      expect(read.project).toBeNull();
      // The campaigns are the same for everyone.
      expect(read.campaigns?.campaigns).toHaveLength(1);
    }
  });

  it("gives nothing when the API cannot answer", async () => {
    fetchMock.mockResolvedValue(jsonResponse(503, { code: "server-E5000", category: "MAINTENANCE", message: "" }));
    expect(await fetchProjectTopOnServer(cookieJar({}), PROJECT_ID, { origin: ORIGIN })).toMatchObject({
      project: null,
      campaigns: null,
    });
  });
});
