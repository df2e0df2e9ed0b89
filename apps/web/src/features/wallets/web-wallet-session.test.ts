import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse } from "@/test/render";
import { currentWebWalletSession, forgetWebWalletSession, openWebWalletSession } from "./web-wallet-session";

const fetchMock = vi.fn<typeof fetch>();
let issued = 0;
beforeEach(() => {
  issued = 0;
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockImplementation(async () => {
    issued += 1;
    return jsonResponse(200, { address: "0xabc", token: `t${issued}`, expiresAt: "2030-01-01T00:10:00.000Z" });
  });
});
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  forgetWebWalletSession();
});

describe("openWebWalletSession", () => {
  it("shares one request between concurrent callers and keeps the token until it nearly expires", async () => {
    const now = Date.parse("2030-01-01T00:00:00.000Z");
    const [a, b] = await Promise.all([openWebWalletSession({ now }), openWebWalletSession({ now })]);
    expect(a.token).toBe("t1");
    expect(b.token).toBe("t1");
    expect((await openWebWalletSession({ now: now + 9 * 60_000 })).token).toBe("t1");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // Within 30 s of expiry a new token is asked for.
    expect((await openWebWalletSession({ now: now + 9 * 60_000 + 31_000 })).token).toBe("t2");
    expect(currentWebWalletSession()?.token).toBe("t2");
  });

  it("asks again after being told to forget, and does not keep a failure", async () => {
    await openWebWalletSession();
    forgetWebWalletSession();
    expect(currentWebWalletSession()).toBeNull();
    fetchMock.mockImplementationOnce(async () => jsonResponse(503, { code: "server-E5000", category: "BAD_REQUEST" }));
    await expect(openWebWalletSession()).rejects.toMatchObject({ code: "server-E5000" });
    expect((await openWebWalletSession()).token).toBe("t2");
  });
});
