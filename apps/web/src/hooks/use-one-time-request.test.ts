import { describe, expect, it, vi } from "vitest";
import { createOneTimeRequest } from "./use-one-time-request";

describe("createOneTimeRequest", () => {
  it("sends a token once, however often it is asked", async () => {
    const request = vi.fn(async (token: string) => ({ token }));
    const once = createOneTimeRequest(request);
    const [first, second] = await Promise.all([once("t1"), once("t1")]);
    expect(first).toBe(second);
    await once("t1");
    expect(request).toHaveBeenCalledTimes(1);
    await once("t2");
    expect(request).toHaveBeenCalledTimes(2);
  });

  it("forgets a refusal, so the token can be tried again (after signing in, say)", async () => {
    const request = vi.fn().mockRejectedValueOnce(new Error("401")).mockResolvedValueOnce("ok");
    const once = createOneTimeRequest(request);
    await expect(once("t")).rejects.toThrow("401");
    await expect(once("t")).resolves.toBe("ok");
  });
});
