// @vitest-environment node
// Server code: Node's own fetch types (undici), not the browser stand-in.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { PROJECT_ID } from "@/test/campaign-fixtures";
import { cookieJar } from "@/test/cookie-jar";
import { jsonResponse } from "@/test/render";
import { fetchChannelsOnServer } from "./channels-on-server";

const ORIGIN = "http://api.test:4001";
const fetchMock = vi.fn<typeof fetch>();

const channel = (joined: boolean | null) => ({
  id: "c0000000-0000-4000-8000-000000000001",
  projectId: PROJECT_ID,
  title: { ja: "プレミアム" },
  description: { ja: "説明" },
  operator: "AND",
  requirementTypes: [],
  joined,
});
/** The API as the server reaches it: each channel says `joined` for whoever asked. */
const answer = (joined: boolean | null) => async () => jsonResponse(200, { channels: [channel(joined)] });

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

describe("fetchChannelsOnServer", () => {
  it("reads the channels with the access cookie only, the project's id encoded into the path", async () => {
    fetchMock.mockImplementation(answer(true));
    await fetchChannelsOnServer(cookieJar({ ff_at: "token", ff_session: "1", other: "x" }), "../p?x", {
      origin: ORIGIN,
    });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(`${ORIGIN}/api/v1/projects/..%2Fp%3Fx/channels`);
    expect(new Headers(init?.headers).get("cookie")).toBe("ff_at=token");
  });

  it("hands over a visitor's list and a signed-in fan's own list", async () => {
    fetchMock.mockImplementation(answer(null));
    const visitor = await fetchChannelsOnServer(cookieJar({}), PROJECT_ID, { origin: ORIGIN });
    expect(visitor.channels?.channels[0]?.joined).toBeNull();
    fetchMock.mockImplementation(answer(false));
    const fan = await fetchChannelsOnServer(cookieJar({ ff_at: "t", ff_session: "1" }), PROJECT_ID, { origin: ORIGIN });
    expect(fan.channels?.channels[0]?.joined).toBe(false);
  });

  it("keeps the list back when the browser may still refresh a session the server could not see", async () => {
    fetchMock.mockImplementation(answer(null));
    const jars: Record<string, string>[] = [{ ff_session: "1" }, { ff_at: "expired", ff_session: "1" }];
    for (const cookies of jars) {
      expect((await fetchChannelsOnServer(cookieJar(cookies), PROJECT_ID, { origin: ORIGIN })).channels).toBeNull();
    }
  });
});
