import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe: the raw value that goes into a link or a cookie and is never stored. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token. Tokens have 256 bits of entropy, so a plain SHA-256 suffices. */
export function hashToken(raw: string): string {
  return createHash("sha256").update(raw).digest("hex");
}

/** A stable pseudonym for an e-mail address or IP in limit keys and logs (no personal data in clear). */
export function pseudonym(secret: string, value: string): string {
  return createHmac("sha256", secret).update(value).digest("base64url").slice(0, 22);
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export function safeEqual(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}
