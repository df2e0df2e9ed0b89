import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { ApiError, api, apiRequest, call as callRoute } from "./api";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function call(index: number): { url: string; init: RequestInit } {
  const args = fetchMock.mock.calls[index];
  if (!args) throw new Error(`no call ${index}`);
  return { url: String(args[0]), init: args[1] ?? {} };
}
const headersOf = (index: number) => call(index).init.headers as Record<string, string>;

describe("apiRequest", () => {
  it("reads with GET on the same origin and without the CSRF header", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { provider: "none", siteKey: null }));
    await expect(api.captchaConfig()).resolves.toEqual({ provider: "none", siteKey: null });
    expect(call(0).url).toBe("/api/v1/auth/captcha");
    expect(call(0).init.method).toBe("GET");
    expect(call(0).init.credentials).toBe("same-origin");
    expect(headersOf(0)["X-Fanfare-Csrf"]).toBeUndefined();
  });

  it("sends every write as JSON with X-Fanfare-Csrf: 1", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api.updateMe({ acceptsNewsMail: true });
    await api.logout();
    for (const index of [0, 1]) {
      expect(headersOf(index)["X-Fanfare-Csrf"]).toBe("1");
      expect(headersOf(index)["Content-Type"]).toBe("application/json");
    }
    expect(call(0).init.method).toBe("PATCH");
    expect(call(0).init.body).toBe('{"acceptsNewsMail":true}');
  });

  it("throws the API's error as an ApiError", async () => {
    fetchMock.mockResolvedValueOnce(
      jsonResponse(429, { code: "user-E2005", category: "BAD_REQUEST_NO_AUTH", message: "wait" }),
    );
    const error = await api
      .requestSignInMail({ email: "a@b.co", country: "JP", locale: "ja" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: "user-E2005", category: "BAD_REQUEST_NO_AUTH", status: 429 });
  });

  it("turns an answer that is not the API's into server-E5000, and no answer into a network error", async () => {
    fetchMock.mockResolvedValueOnce(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(apiRequest("/api/v1/me")).rejects.toMatchObject({ code: "server-E5000", status: 502 });
    fetchMock.mockRejectedValueOnce(new TypeError("Failed to fetch"));
    const error = await apiRequest("/api/v1/me").catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: "network_offline", status: 0, isNetworkError: true });
  });

  it("refreshes the session once on an expired token and repeats the request", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: "auth-E1002", category: "LOGOUT", message: "" }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }))
      .mockResolvedValueOnce(jsonResponse(200, { id: "u1" }));
    await expect(apiRequest("/api/v1/me")).resolves.toEqual({ id: "u1" });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(["/api/v1/me", "/api/v1/auth/refresh", "/api/v1/me"]);
    expect(call(1).init.method).toBe("POST");
    expect(headersOf(1)["X-Fanfare-Csrf"]).toBe("1");
  });

  it("takes the cross-tab lock around the refresh when the browser has Web Locks", async () => {
    const request = vi.fn((_name: string, task: () => Promise<unknown>) => task());
    vi.stubGlobal("navigator", { ...navigator, locks: { request } });
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" }))
      .mockResolvedValueOnce(jsonResponse(200, { ok: true }))
      .mockResolvedValueOnce(jsonResponse(200, { id: "u1" }));
    await expect(apiRequest("/api/v1/me")).resolves.toEqual({ id: "u1" });
    expect(request).toHaveBeenCalledWith("fanfare.refresh", expect.any(Function));
  });

  it("treats a failed refresh as signed out: the caller gets the 401", async () => {
    fetchMock
      .mockResolvedValueOnce(jsonResponse(401, { code: "auth-E1001", category: "UNAUTHORIZED", message: "" }))
      .mockResolvedValueOnce(jsonResponse(401, { code: "auth-E1002", category: "LOGOUT", message: "" }));
    await expect(apiRequest("/api/v1/me")).rejects.toMatchObject({ code: "auth-E1001", status: 401 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shares one refresh between requests that fail together", async () => {
    let refreshes = 0;
    const unauthorised = () => jsonResponse(401, { code: "auth-E1002", category: "LOGOUT", message: "" });
    const seen = new Set<string>();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url === "/api/v1/auth/refresh") {
        refreshes += 1;
        return jsonResponse(200, { ok: true });
      }
      if (!seen.has(url)) {
        seen.add(url);
        return unauthorised();
      }
      return jsonResponse(200, { url });
    });
    await Promise.all([apiRequest("/api/v1/me"), apiRequest("/api/v1/me/other")]);
    expect(refreshes).toBe(1);
  });

  it("does not refresh for the auth endpoints themselves", async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { code: "auth-E1002", category: "LOGOUT", message: "" }));
    await expect(api.verifySignInLink("token")).rejects.toBeInstanceOf(ApiError);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe("call (the route table)", () => {
  it("fills the path's parameters URI-encoded, and sends the route's method", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api.getContent("ch/1", "c 2");
    await api.unlinkWallet("0xAbC?");
    expect(call(0).url).toBe("/api/v1/channels/ch%2F1/contents/c%202");
    expect(call(0).init.method).toBe("GET");
    expect(call(1).url).toBe("/api/v1/me/wallets/0xAbC%3F");
    expect(call(1).init.method).toBe("DELETE");
  });

  it("sends `{}` for a POST without a body, nothing for a DELETE, and the given headers", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api.joinChannel("ch1");
    await api.unlinkSocialAccount("SPOTIFY");
    await api.getWebWallet("wallet-token");
    expect(call(0).init.body).toBe("{}");
    expect(call(1).url).toBe("/api/v1/me/social-accounts/spotify");
    expect(call(1).init.body).toBeUndefined();
    expect(headersOf(1)["X-Fanfare-Csrf"]).toBe("1");
    expect(headersOf(2)["x-web-wallet-token"]).toBe("wallet-token");
  });

  it("sends the body as given and a path parameter left out never reaches the network", async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await api.claim("camp1", "key-12345678");
    expect(call(0).url).toBe("/api/v1/campaigns/camp1/claim");
    expect(call(0).init.body).toBe('{"idempotencyKey":"key-12345678"}');
    // Only reachable by defeating the types (api.test-d.ts shows they refuse it).
    const untyped = callRoute as unknown as (name: string, options: object) => Promise<unknown>;
    expect(() => untyped("getCampaign", { params: {} })).toThrow(/campaignId/u);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
