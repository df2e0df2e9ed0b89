// How the web's server learns who a request comes from and tells the API (ADR 0019). Plain JavaScript:
// it runs before Next (server/main.mjs), outside the bundler. The pure parts are here, tested beside.
import proxyAddr from "@fastify/proxy-addr";

/** The header in which the web states the client's address to the API, and the one proving it is the web. */
export const CLIENT_ADDRESS_HEADER = "x-fanfare-client-address";
export const WEB_SECRET_HEADER = "x-fanfare-web-secret";

/**
 * Headers a client could use to claim another address or host. They are removed from every request;
 * the web writes its own (and keeps the forwarded host and protocol only from a trusted proxy).
 */
const ADDRESS_HEADERS = [CLIENT_ADDRESS_HEADER, WEB_SECRET_HEADER, "forwarded", "x-forwarded-for", "x-real-ip"];
const PROXY_ONLY_HEADERS = ["x-forwarded-host", "x-forwarded-proto", "x-forwarded-port"];

/**
 * WEB_TRUSTED_PROXIES: the proxies in front of the web whose X-Forwarded-For is believed. Unset: none
 * (the socket peer is the client, as with `npm start`). A number: that many hops (one nginx or load
 * balancer: "1"). Else a comma-separated list of addresses, CIDRs or proxy-addr's names ("loopback").
 * @param {string | undefined} value
 * @returns {{ hops: number } | { list: string[] } | null}
 */
export function parseTrustedProxies(value) {
  const text = (value ?? "").trim();
  if (text === "" || text === "false" || text === "0") return null;
  if (/^\d+$/u.test(text)) return { hops: Number(text) };
  if (text === "true") {
    throw new Error(
      "WEB_TRUSTED_PROXIES=true would believe any X-Forwarded-For: give the hop count or the proxies' addresses",
    );
  }
  const list = text
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  proxyAddr.compile(list); // throws on an address it cannot read, so a typo fails at start
  return { list };
}

/**
 * The trust function proxy-addr walks X-Forwarded-For with, from the socket peer towards the client.
 * @param {{ hops: number } | { list: string[] } | null} trusted
 * @returns {(address: string, hop: number) => boolean}
 */
export function trustFunction(trusted) {
  if (!trusted) return () => false;
  if ("hops" in trusted) return (_address, hop) => hop < trusted.hops;
  return proxyAddr.compile(trusted.list);
}

/**
 * An address as one spelling: IPv4-mapped IPv6 (`::ffff:1.2.3.4`) becomes `1.2.3.4`.
 * @param {string} address
 */
export function normaliseAddress(address) {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/iu.exec(address);
  return (mapped?.[1] ?? address).toLowerCase();
}

/**
 * Rewrites a request's headers in place before Next sees it: every address header a client sent is
 * dropped, the client's address (as the trusted hops say) is written where Next and the API read it,
 * with the secret that makes the API believe it.
 * @param {import("node:http").IncomingMessage} request
 * @param {{ trust: (address: string, hop: number) => boolean, trustsAnyProxy: boolean, secret: string | null }} options
 * @returns {string} the client's address
 */
export function stampClientAddress(request, { trust, trustsAnyProxy, secret }) {
  // proxy-addr reads X-Forwarded-For before it is removed: only the trusted hops' part of it counts.
  const address = normaliseAddress(proxyAddr(request, trust));
  for (const name of ADDRESS_HEADERS) delete request.headers[name];
  if (!trustsAnyProxy) for (const name of PROXY_ONLY_HEADERS) delete request.headers[name];
  // Next forwards X-Forwarded-For to the API as it is (it only fills it in when absent): now it is ours.
  request.headers["x-forwarded-for"] = address;
  request.headers[CLIENT_ADDRESS_HEADER] = address;
  if (secret) request.headers[WEB_SECRET_HEADER] = secret;
  return address;
}
