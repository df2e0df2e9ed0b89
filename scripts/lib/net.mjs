import { createServer } from "node:net";

/**
 * @param {number} port
 * @returns {Promise<boolean>}
 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once("error", () => resolve(false));
    // No host: binds every interface, so it collides with anything listening on the port anywhere.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

/**
 * Polls `url` until `isReady(status)` or the timeout. Connection errors count as "not yet".
 *
 * @param {string} url
 * @param {{ timeoutMs?: number, intervalMs?: number, isReady?: (status: number) => boolean, signal?: AbortSignal }} [options]
 * @returns {Promise<number>} the status that counted as ready
 */
export async function waitForHttp(
  url,
  { timeoutMs = 180_000, intervalMs = 250, isReady = (status) => status >= 200 && status < 300, signal } = {},
) {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    signal?.throwIfAborted();
    try {
      const response = await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(10_000) });
      await response.body?.cancel();
      if (isReady(response.status)) return response.status;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  throw new Error(`${url} was not ready after ${Math.round(timeoutMs / 1000)} s (last: ${last})`);
}
