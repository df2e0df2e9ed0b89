import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callProvider, ProviderError } from "./http";
import { classifySpotifyToken } from "./spotify/classify";

const POLICY = { timeoutMs: 2000, retries: 0, backoffMs: 1, maxRetryAfterMs: 10 };
let server: Server;
let base: string;
beforeAll(async () => {
  server = createServer((_req, res) => {
    res.writeHead(400, { "content-type": "application/json" });
    res.end(JSON.stringify({ error: "invalid_request", error_description: "bad" }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function failureOf(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof ProviderError)) throw new Error(`expected a ProviderError, got ${String(error)}`);
  return error;
}

describe("callProvider's failures name the call (issue 13, item 4)", () => {
  it("an error answer: the operation, the status and the provider's own code", async () => {
    const error = await failureOf(
      callProvider(POLICY, {
        operation: "spotify.exchange-code",
        method: "POST",
        url: new URL("/api/token", base),
        idempotent: false,
        classify: classifySpotifyToken,
      }),
    );
    expect(error.context).toEqual({
      operation: "spotify.exchange-code",
      failure: "rejected",
      status: 400,
      providerCode: "invalid_request",
    });
  });

  it("a network error: kept as the cause", async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await failureOf(
      callProvider(POLICY, {
        operation: "spotify.get-me",
        method: "GET",
        url: new URL(`http://127.0.0.1:${port}/v1/me`),
        idempotent: true,
      }),
    );
    expect(error).toMatchObject({ failure: "unavailable", status: null, operation: "spotify.get-me" });
    expect(error.cause).toBeInstanceOf(Error);
  });
});
