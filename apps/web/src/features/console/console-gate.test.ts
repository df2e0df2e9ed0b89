// @vitest-environment node
// Server code: Node's own fetch types, as in lib/server-api.test.ts.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { cookieJar } from "@/test/cookie-jar";
import { jsonResponse } from "@/test/render";
import { gateConsole } from "./console-gate";

// Next's redirect and notFound end the render by throwing; so do these stand-ins.
class NotFoundCalled extends Error {}
class RedirectCalled extends Error {
  constructor(readonly target: unknown) {
    super("redirect");
  }
}
const notFound = vi.fn(() => {
  throw new NotFoundCalled();
});
const redirect = vi.fn((target: unknown) => {
  throw new RedirectCalled(target);
});
vi.mock("next/navigation", () => ({ notFound: () => notFound() }));
vi.mock("@/i18n/navigation", () => ({ redirect: (target: unknown) => redirect(target) }));

const ORIGIN = "http://api.test:4001";
const fetchMock = vi.fn<typeof fetch>();
const operator = {
  userId: "0b9d1c1e-6a4e-4d3f-9a54-5d1a7c2b8e10",
  email: "owner@example.test",
  role: "OWNER",
  company: { id: "68373815-d705-4aca-a8a0-f558aa6d57ac", name: "Demo Records" },
};

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  notFound.mockClear();
  redirect.mockClear();
  vi.unstubAllGlobals();
});

describe("gateConsole", () => {
  it("sends a signed-out visitor to the sign-in page, which brings them back to the console", async () => {
    await expect(gateConsole(cookieJar({ NEXT_LOCALE: "th" }), "th", { origin: ORIGIN })).rejects.toBeInstanceOf(
      RedirectCalled,
    );
    expect(redirect).toHaveBeenCalledWith({ href: { pathname: "/", query: { returnTo: "/console" } }, locale: "th" });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("answers not found to a signed-in account that operates no company (the API's 404)", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(404, { code: "request-E1004", category: "BAD_REQUEST" }));
    await expect(
      gateConsole(cookieJar({ ff_at: "token", ff_session: "1" }), "ja", { origin: ORIGIN }),
    ).rejects.toBeInstanceOf(NotFoundCalled);
    expect(notFound).toHaveBeenCalledTimes(1);
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe(`${ORIGIN}/api/v1/operator/me`);
    expect(new Headers(fetchMock.mock.calls[0]?.[1]?.headers).get("cookie")).toBe("ff_at=token");
  });

  it("gives the operator to an operator", async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, operator));
    await expect(gateConsole(cookieJar({ ff_at: "token" }), "ja", { origin: ORIGIN })).resolves.toEqual(operator);
    expect(notFound).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });

  it("leaves the decision to the browser when the server cannot tell", async () => {
    // Only the session hint: the access token expired, the browser refreshes it and asks itself.
    await expect(gateConsole(cookieJar({ ff_session: "1" }), "ja", { origin: ORIGIN })).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    // The token was refused (expired on the way), or the API failed: no verdict either.
    fetchMock.mockResolvedValueOnce(jsonResponse(401, { code: "auth-E1002", category: "UNAUTHORIZED" }));
    await expect(gateConsole(cookieJar({ ff_at: "old" }), "ja", { origin: ORIGIN })).resolves.toBeNull();
    fetchMock.mockResolvedValueOnce(jsonResponse(503, { code: "server-E5003", category: "MAINTENANCE" }));
    await expect(gateConsole(cookieJar({ ff_at: "token" }), "ja", { origin: ORIGIN })).resolves.toBeNull();
    expect(notFound).not.toHaveBeenCalled();
    expect(redirect).not.toHaveBeenCalled();
  });
});
