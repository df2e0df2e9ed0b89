import { type AddressInfo, createServer } from "node:net";

/**
 * A TCP port on 127.0.0.1 the system has just handed out, for a local chain or a proxy started per test
 * file: files that run side by side never draw the same one, as they could from a fixed range.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A port where nothing listens, for a test of a refused connection: port 1 (tcpmux), which no service
 * here opens. Not a port freed by closing a server: that one lies in the ephemeral range, where another
 * suite's listen(0) running beside the test can take it before the test connects (CI's PostgreSQL pass
 * once saw such a "refused" query reach a server that hung up).
 */
export const REFUSED_PORT = 1;
