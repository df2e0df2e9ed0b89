import { createHmac, createSecretKey, type KeyObject } from "node:crypto";
import { safeEqual } from "./secrets";

export type AccessClaims = { sub: string; sid: string; exp: number };

// Every authenticated request verifies a token: derive the key once per secret, not once per request,
// and keep it as a KeyObject. Given a Buffer, createHmac makes a new KeyObject on every call, which cost
// ~25 µs per request here and was the API's largest single item under a claim herd (docs/bench-claim.md);
// with a KeyObject an HMAC is ~3 µs.
const keys = new Map<string, KeyObject>();
function key(secret: string): KeyObject {
  let derived = keys.get(secret);
  if (!derived) {
    derived = createSecretKey(createHmac("sha256", secret).update("fanfare:access-token:v1").digest());
    keys.set(secret, derived);
  }
  return derived;
}

/**
 * A short-lived, stateless access token: `v1.<payload>.<hmac>`. Stateless so most requests need no
 * token lookup; the session row is still checked on each request so logout and bans act at once.
 */
export function signAccessToken(claims: { sub: string; sid: string }, secret: string, now: Date, ttlSeconds: number) {
  const payload: AccessClaims = { ...claims, exp: Math.floor(now.getTime() / 1000) + ttlSeconds };
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const mac = createHmac("sha256", key(secret)).update(`v1.${body}`).digest("base64url");
  return { token: `v1.${body}.${mac}`, expiresAt: new Date(payload.exp * 1000) };
}

export function verifyAccessToken(token: string, secret: string, now: Date): AccessClaims | null {
  const parts = token.split(".");
  if (parts.length !== 3 || parts[0] !== "v1") return null;
  const [, body = "", mac = ""] = parts;
  const expected = createHmac("sha256", key(secret)).update(`v1.${body}`).digest("base64url");
  if (!safeEqual(mac, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<AccessClaims>;
    if (typeof claims.sub !== "string" || typeof claims.sid !== "string" || typeof claims.exp !== "number") return null;
    if (claims.exp * 1000 <= now.getTime()) return null;
    return { sub: claims.sub, sid: claims.sid, exp: claims.exp };
  } catch {
    return null;
  }
}
