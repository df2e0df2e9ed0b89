import { createHmac, randomInt } from "node:crypto";
import { SIGN_IN_CODE_LENGTH } from "@fanfare/protocol";
import { hashToken, newOpaqueToken } from "./secrets";

/**
 * Codes one pending sign-in accepts, right or wrong, before it is burnt (ADR 0022). Five guesses at one
 * in a million each: the code is a convenience beside the link, never the weaker door.
 */
export const SIGN_IN_CODE_MAX_ATTEMPTS = 5;

const BROWSER_KEY = /^[A-Za-z0-9_-]{43}$/;

/**
 * The key of the browser that asks for a sign-in mail: 256 random bits, kept in an HttpOnly cookie and
 * never stored (the database has its SHA-256). Only that browser can use the mail's code.
 */
export function newBrowserKey(): string {
  return newOpaqueToken();
}

/** Whether a cookie's value can be a browser key at all (anything else is treated as no key). */
export function isBrowserKey(value: unknown): value is string {
  return typeof value === "string" && BROWSER_KEY.test(value);
}

export function browserKeyHash(browserKey: string): string {
  return hashToken(browserKey);
}

/** Six digits, uniform (randomInt is unbiased), leading zeros kept. */
export function newSignInCode(): string {
  return String(randomInt(0, 10 ** SIGN_IN_CODE_LENGTH)).padStart(SIGN_IN_CODE_LENGTH, "0");
}

/**
 * What the database keeps of a code: its HMAC keyed by the browser key. The key is not stored, so a copy
 * of the database cannot be searched through the million possible codes.
 */
export function signInCodeHash(browserKey: string, code: string): string {
  return createHmac("sha256", browserKey).update(`sign-in-code:${code}`).digest("hex");
}
