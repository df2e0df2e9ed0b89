// @vitest-environment node
// Server code: Node's own fetch types (undici), not the browser stand-in.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { cookieJar } from "@/test/cookie-jar";
import { jsonResponse } from "@/test/render";
import {
  fetchMeOnServer,
  fetchProjectsOnServer,
  SERVER_API_TIMEOUT_MS,
  serverApiGet,
  serverApiRead,
} from "./server-api";

const ORIGIN = "http://api.test:4001";
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function sent(index = 0): { url: string; init: RequestInit; headers: Headers } {
  const args = fetchMock.mock.calls[index];
  if (!args) throw new Error(`no call ${index}`);
  const init = args[1] ?? {};
  return { url: String(args[0]), init, headers: new Headers(init.headers) };
}

const user = {
  id: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10",
  email: "fan@example.test",
  country: "JP",
  locale: "ja",
  timeZone: "Asia/Tokyo",
  acceptsNewsMail: false,
  status: "ACTIVE",
  createdAt: "2026-11-01T00:00:00.000Z",
};
const projects = {
  projects: [
    {
      id: "68373815-d705-4aca-a8a0-f558aa6d57ac",
      name: { ja: "デモ", en: "Demo" },
      description: { ja: "説明", en: "About it" },
      logoUrl: null,
    },
  ],
};

describe("serverApiGet", () => {
  it("forwards only the access-token cookie, whatever else the request carried", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, user));
    const cookies = cookieJar({ ff_at: "access-token", ff_rt: "refresh", ff_session: "1", NEXT_LOCALE: "ja" });
    await fetchMeOnServer(cookies, { origin: ORIGIN });
    const { url, init, headers } = sent();
    expect(url).toBe(`${ORIGIN}/api/v1/me`);
    expect(headers.get("cookie")).toBe("ff_at=access-token");
    expect([...headers.keys()].sort()).toEqual(["accept", "cookie"]);
    expect(init.cache).toBe("no-store");
  });

  it("encodes the token, so it cannot add cookies of its own", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, projects));
    await serverApiGet("/api/v1/projects", z.unknown(), {
      origin: ORIGIN,
      cookies: cookieJar({ ff_at: "a; ff_rt=b" }),
    });
    expect(sent().headers.get("cookie")).toBe("ff_at=a%3B%20ff_rt%3Db");
  });

  it("sends no Cookie header when the request has no access cookie", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, projects));
    await fetchProjectsOnServer(cookieJar({ ff_session: "1", NEXT_LOCALE: "ja" }), { origin: ORIGIN });
    expect(sent().url).toBe(`${ORIGIN}/api/v1/projects`);
    expect(sent().headers.has("cookie")).toBe(false);
  });

  it("returns the parsed answer", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, projects));
    await expect(fetchProjectsOnServer(cookieJar({}), { origin: ORIGIN })).resolves.toEqual(projects);
    fetchMock.mockResolvedValueOnce(jsonResponse(200, user));
    await expect(fetchMeOnServer(cookieJar({ ff_at: "t" }), { origin: ORIGIN })).resolves.toEqual(user);
  });

  it("gives null when the API does not answer within the timeout", async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementationOnce(
      (_input, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
        }),
    );
    let settled = false;
    const result = fetchProjectsOnServer(cookieJar({}), { origin: ORIGIN }).finally(() => {
      settled = true;
    });
    await vi.advanceTimersByTimeAsync(SERVER_API_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBeNull();
  });

  it("gives null on a network error", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    await expect(fetchProjectsOnServer(cookieJar({}), { origin: ORIGIN })).resolves.toBeNull();
  });

  it.each([401, 404, 500, 503])("gives null on HTTP %i", async (status) => {
    fetchMock.mockResolvedValueOnce(jsonResponse(status, { code: "auth-E1001", category: "UNAUTHORIZED" }));
    await expect(fetchMeOnServer(cookieJar({ ff_at: "t" }), { origin: ORIGIN })).resolves.toBeNull();
  });

  it("gives null when the body is not JSON", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 200 }));
    await expect(fetchProjectsOnServer(cookieJar({}), { origin: ORIGIN })).resolves.toBeNull();
  });

  it("gives null when the answer does not match the protocol's schema", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { projects: [{ id: "x", name: "not localized" }] }));
    await expect(fetchProjectsOnServer(cookieJar({}), { origin: ORIGIN })).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { ...user, status: "SOMETHING" }));
    await expect(fetchMeOnServer(cookieJar({ ff_at: "t" }), { origin: ORIGIN })).resolves.toBeNull();
  });
});

describe("serverApiRead", () => {
  it("tells a refusal's status and code apart from no answer at all", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST" }));
    await expect(serverApiRead("/api/v1/operator/me", z.unknown(), { origin: ORIGIN })).resolves.toEqual({
      ok: false,
      status: 404,
      code: "request-E1004",
    });
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(serverApiRead("/api/v1/operator/me", z.unknown(), { origin: ORIGIN })).resolves.toEqual({
      ok: false,
      status: 502,
      code: null,
    });
    fetchMock.mockRejectedValueOnce(new TypeError("fetch failed"));
    await expect(serverApiRead("/api/v1/operator/me", z.unknown(), { origin: ORIGIN })).resolves.toEqual({
      ok: false,
      status: 0,
      code: null,
    });
    fetchMock.mockResolvedValueOnce(jsonResponse(200, projects));
    await expect(serverApiRead("/api/v1/projects", z.unknown(), { origin: ORIGIN })).resolves.toEqual({
      ok: true,
      data: projects,
    });
  });
});

describe("fetchMeOnServer", () => {
  it("asks nothing without an access cookie (signed out, or the client must refresh first)", async () => {
    await expect(fetchMeOnServer(cookieJar({ ff_session: "1" }), { origin: ORIGIN })).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
