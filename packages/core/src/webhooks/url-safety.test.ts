import { describe, expect, it } from "vitest";
import { guardedLookup, isPrivateAddress } from "./url-safety";

describe("webhook address rules", () => {
  it("knows loopback, private, link-local, reserved and mapped addresses from public ones", () => {
    for (const a of [
      "127.0.0.1",
      "10.0.0.5",
      "172.16.3.4",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:127.0.0.1",
      "::ffff:10.0.0.1",
      "224.0.0.1",
    ]) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ["93.184.216.34", "8.8.8.8", "2606:4700:4700::1111", "::ffff:8.8.8.8"]) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
    expect(isPrivateAddress("not-an-address")).toBe(true);
  });

  it("the socket's lookup refuses a name that resolves to a private address, unless local URLs are allowed", async () => {
    const resolve = (allowLocal: boolean) =>
      new Promise<{ err: NodeJS.ErrnoException | null; address: unknown }>((done) => {
        guardedLookup(allowLocal)("localhost", {}, (err, address) => done({ err, address }));
      });
    const strict = await resolve(false);
    expect(strict.err?.code).toBe("EWEBHOOKPRIVATE");
    const local = await resolve(true);
    expect(local.err).toBeNull();
    expect(isPrivateAddress(String(local.address))).toBe(true);
  });
});
