import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from "node:dns";
import { BlockList, isIP } from "node:net";
import type { CoreContext } from "../context";
import { AppError } from "../errors";

// Addresses an endpoint may never reach in production: our own host, the private networks around it and
// the cloud's metadata service (SSRF). Checked on the URL when it is registered and again on every address
// the name resolves to at each delivery, so a name that later points inside is refused too.
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv4");
}
for (const [net, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
  ["64:ff9b::", 96],
] as const) {
  PRIVATE.addSubnet(net, prefix, "ipv6");
}

/** Whether an IP address is loopback, private, link-local, multicast or reserved. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return PRIVATE.check(address, "ipv4");
  if (family !== 6) return true;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return PRIVATE.check(mapped[1], "ipv4");
  return PRIVATE.check(address, "ipv6");
}

export function allowsLocalUrls(ctx: CoreContext): boolean {
  return ctx.config.webhooks?.allowLocalUrls === true;
}

/**
 * The URL an operator registers: https (http only where local URLs are allowed), no credentials in it, and
 * in production no address literal or name of our own network. Refused with request-E1000.
 */
export function assertWebhookUrl(ctx: CoreContext, raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new AppError("request-E1000", { detail: "The endpoint URL is not a URL." });
  }
  const local = allowsLocalUrls(ctx);
  if (url.protocol !== "https:" && !(local && url.protocol === "http:")) {
    throw new AppError("request-E1000", { detail: "The endpoint URL must use https." });
  }
  if (url.username || url.password) {
    throw new AppError("request-E1000", { detail: "The endpoint URL must not carry credentials." });
  }
  if (!local) {
    const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
    if (host === "localhost" || host.endsWith(".localhost") || host.endsWith(".internal") || host.endsWith(".local")) {
      throw new AppError("request-E1000", { detail: "The endpoint URL must be a public address." });
    }
    if (isIP(host) && isPrivateAddress(host)) {
      throw new AppError("request-E1000", { detail: "The endpoint URL must be a public address." });
    }
  }
  return url;
}

/**
 * A DNS lookup for the delivery's socket that refuses private addresses (unless local URLs are allowed):
 * the address checked is the address connected to, so a name re-pointed after the check gains nothing.
 */
export function guardedLookup(allowLocal: boolean) {
  return (
    hostname: string,
    options: LookupOptions,
    callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ): void => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 0);
      const list = addresses as LookupAddress[];
      const refused = !allowLocal && list.some((a) => isPrivateAddress(a.address));
      if (refused || list.length === 0) {
        const error: NodeJS.ErrnoException = new Error("the endpoint resolves to a private address");
        error.code = "EWEBHOOKPRIVATE";
        return callback(error, "", 0);
      }
      if (options.all) return callback(null, list);
      const first = list[0] as LookupAddress;
      return callback(null, first.address, first.family);
    });
  };
}
