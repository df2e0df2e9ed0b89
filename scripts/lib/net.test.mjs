import { createServer } from "node:http";
import { describe, expect, it } from "vitest";
import { isPortFree, waitForHttp } from "./net.mjs";

/** @param {(status: { count: number }) => number} statusFor */
async function serve(statusFor) {
  const state = { count: 0 };
  const server = createServer((_req, res) => {
    state.count++;
    res.writeHead(statusFor(state)).end();
  });
  await new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("no port");
  return { port: address.port, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("isPortFree", () => {
  it("tells a taken port from a free one", async () => {
    const server = await serve(() => 200);
    expect(await isPortFree(server.port)).toBe(false);
    await server.close();
    expect(await isPortFree(server.port)).toBe(true);
  });
});

describe("waitForHttp", () => {
  it("waits until the answer counts as ready", async () => {
    const server = await serve((state) => (state.count < 3 ? 503 : 200));
    await expect(waitForHttp(`http://127.0.0.1:${server.port}/`, { intervalMs: 10 })).resolves.toBe(200);
    await server.close();
  });

  it("accepts a redirect when told to", async () => {
    const server = await serve(() => 307);
    const ready = waitForHttp(`http://127.0.0.1:${server.port}/`, { isReady: (status) => status < 500 });
    await expect(ready).resolves.toBe(307);
    await server.close();
  });

  it("gives up after the timeout, saying what it last saw", async () => {
    const server = await serve(() => 500);
    await expect(waitForHttp(`http://127.0.0.1:${server.port}/`, { timeoutMs: 200, intervalMs: 20 })).rejects.toThrow(
      /not ready.*HTTP 500/,
    );
    await server.close();
  });

  it("stops when aborted", async () => {
    const controller = new AbortController();
    const waiting = waitForHttp("http://127.0.0.1:9/", { intervalMs: 20, signal: controller.signal });
    controller.abort();
    await expect(waiting).rejects.toThrow();
  });
});
