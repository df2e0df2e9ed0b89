import { createServer } from "node:net";
import { describe, expect, it } from "vitest";
import { freePort } from "./free-port";

describe("freePort", () => {
  it("hands out a port nothing listens on, which a server can then take", async () => {
    const port = await freePort();
    expect(port).toBeGreaterThan(0);
    expect(port).toBeLessThan(65_536);
    const server = createServer();
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(port, "127.0.0.1", resolve);
    });
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it("does not hand out a port that is in use", async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const taken = typeof address === "object" && address ? address.port : 0;
    try {
      const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
      expect(ports).not.toContain(taken);
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
