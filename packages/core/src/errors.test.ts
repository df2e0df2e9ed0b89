import { describe, expect, it } from "vitest";
import { AppError } from "./errors";
import { ProviderError } from "./social/http";
import { providerFailure } from "./social/providers";

describe("AppError keeps why it was thrown (issue 13, item 4)", () => {
  it("carries the cause (ES2022 Error.cause) and a context of JSON-safe scalars", () => {
    const cause = new Error("connect ECONNREFUSED");
    const error = new AppError("mail-E5001", {
      cause,
      context: { operation: "mail.send", status: 503, retried: false, code: null, skipped: undefined },
    });
    expect(error.cause).toBe(cause);
    expect(error.context).toEqual({ operation: "mail.send", status: 503, retried: false, code: null });
    expect(Object.isFrozen(error.context)).toBe(true);
    // The wire's fields are the catalogue's, whatever the cause says.
    expect(error).toMatchObject({ code: "mail-E5001", status: 503, category: "BAD_REQUEST" });
    expect(error.message).not.toContain("ECONNREFUSED");
  });

  it("drops what is not a JSON scalar from the context, and leaves both out when not given", () => {
    const odd = { nested: { a: 1 }, list: [1], nan: Number.NaN, fn: () => 1, ok: "yes" } as unknown as Record<
      string,
      string
    >;
    expect(new AppError("server-E5000", { context: odd }).context).toEqual({ ok: "yes" });
    const plain = new AppError("request-E1000", { detail: "Nope.", issues: [{ path: "body.x", message: "bad" }] });
    expect(plain.message).toBe("Nope.");
    expect(plain.issues).toEqual([{ path: "body.x", message: "bad" }]);
    expect(plain.context).toBeUndefined();
    expect("cause" in plain).toBe(false);
  });

  it("a provider failure becomes an AppError whose cause is the ProviderError and whose context names the call", () => {
    const failure = new ProviderError("forbidden", 403, "scope_not_authorized", "the provider answered 403", {
      operation: "tiktok.list-videos",
    });
    const error = providerFailure("TIKTOK", "media", failure);
    expect(error.code).toBe("tiktokCondition-E2008");
    expect(error.cause).toBe(failure);
    expect(error.context).toEqual({
      provider: "TIKTOK",
      operation: "tiktok.list-videos",
      failure: "forbidden",
      status: 403,
      providerCode: "scope_not_authorized",
    });
  });
});

describe("AppError's stack trace", () => {
  const frames = (error: Error) => (error.stack ?? "").split("\n").filter((line) => /^\s+at /.test(line));

  it("is not captured for a plain refusal, which is logged by its code alone", () => {
    expect(frames(new AppError("claim-E2002"))).toEqual([]);
    expect(new AppError("claim-E2002").stack).toContain("AppError");
  });

  it("is kept for a failure of ours, a refusal with a cause and one with a provider's context", () => {
    expect(frames(new AppError("server-E5000")).length).toBeGreaterThan(0);
    expect(frames(new AppError("claim-E2002", { cause: new Error("why") })).length).toBeGreaterThan(0);
    expect(frames(new AppError("claim-E2002", { context: { provider: "SPOTIFY" } })).length).toBeGreaterThan(0);
  });

  it("leaves Error.stackTraceLimit as it found it", () => {
    const before = Error.stackTraceLimit;
    new AppError("claim-E2002");
    expect(Error.stackTraceLimit).toBe(before);
    expect(frames(new Error("an ordinary error")).length).toBeGreaterThan(0);
  });
});
