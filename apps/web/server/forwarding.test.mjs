import { describe, expect, it } from "vitest";
import {
  CLIENT_ADDRESS_HEADER,
  parseTrustedProxies,
  stampClientAddress,
  trustFunction,
  WEB_SECRET_HEADER,
} from "./forwarding.mjs";

const SECRET = "the-web-proxy-secret-of-this-test-0123";

/**
 * @param {string} peer
 * @param {Record<string, string>} headers
 */
function request(peer, headers = {}) {
  return /** @type {import("node:http").IncomingMessage} */ (
    /** @type {unknown} */ ({ socket: { remoteAddress: peer }, headers: { ...headers } })
  );
}

/** @param {string | undefined} trusted */
function options(trusted) {
  const parsed = parseTrustedProxies(trusted);
  return { trust: trustFunction(parsed), trustsAnyProxy: parsed !== null, secret: SECRET };
}

describe("stampClientAddress", () => {
  it("with no trusted proxy, the socket peer is the client whatever the headers claim", () => {
    const req = request("203.0.113.9", {
      "x-forwarded-for": "127.0.0.1",
      "x-real-ip": "127.0.0.1",
      forwarded: "for=127.0.0.1",
      [CLIENT_ADDRESS_HEADER]: "127.0.0.1",
      [WEB_SECRET_HEADER]: "guessed",
      "x-forwarded-host": "evil.example",
    });
    expect(stampClientAddress(req, options(undefined))).toBe("203.0.113.9");
    expect(req.headers).toEqual({
      "x-forwarded-for": "203.0.113.9",
      [CLIENT_ADDRESS_HEADER]: "203.0.113.9",
      [WEB_SECRET_HEADER]: SECRET,
    });
  });

  it("behind one proxy (a hop count), the address that proxy appended, not what the client wrote before it", () => {
    const req = request("10.0.0.2", {
      "x-forwarded-for": "127.0.0.1, 198.51.100.7",
      "x-forwarded-host": "fans.example",
    });
    expect(stampClientAddress(req, options("1"))).toBe("198.51.100.7");
    expect(req.headers[CLIENT_ADDRESS_HEADER]).toBe("198.51.100.7");
    expect(req.headers["x-forwarded-host"]).toBe("fans.example");
  });

  it("with a list of proxies, walks back over every trusted hop only", () => {
    const req = request("10.0.0.2", { "x-forwarded-for": "192.0.2.1, 198.51.100.7, 10.0.0.3" });
    expect(stampClientAddress(req, options("10.0.0.0/8"))).toBe("198.51.100.7");
  });

  it("a request straight from a client that is not a trusted proxy keeps its own address", () => {
    const req = request("198.51.100.20", { "x-forwarded-for": "10.0.0.3" });
    expect(stampClientAddress(req, options("10.0.0.0/8"))).toBe("198.51.100.20");
  });

  it("spells IPv4-mapped IPv6 peers as IPv4", () => {
    expect(stampClientAddress(request("::ffff:127.0.0.2"), options(undefined))).toBe("127.0.0.2");
  });

  it("without a secret, states the address but proves nothing (the API then ignores it)", () => {
    const req = request("203.0.113.9", { [WEB_SECRET_HEADER]: "guessed" });
    stampClientAddress(req, { ...options(undefined), secret: null });
    expect(req.headers[WEB_SECRET_HEADER]).toBeUndefined();
  });
});

describe("parseTrustedProxies", () => {
  it("reads none, a hop count or a list, and refuses `true` and unreadable addresses", () => {
    expect(parseTrustedProxies(undefined)).toBeNull();
    expect(parseTrustedProxies("false")).toBeNull();
    expect(parseTrustedProxies("2")).toEqual({ hops: 2 });
    expect(parseTrustedProxies("loopback, 10.0.0.0/8")).toEqual({ list: ["loopback", "10.0.0.0/8"] });
    expect(() => parseTrustedProxies("true")).toThrow(/would believe any X-Forwarded-For/);
    expect(() => parseTrustedProxies("10.0.0.0/99")).toThrow();
  });
});
