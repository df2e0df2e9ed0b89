import { createHmac, randomInt } from "node:crypto";
import { CODE_MAX_LENGTH } from "@fanfare/protocol";

/** Hyphens, dashes and long-vowel marks people type between groups of a printed code ("ABCD-EFGH"). */
const SEPARATORS = /[\s\-\u2010-\u2015\u2212\u30FC\uFF70_.]/gu;
/** Letters that are read as digits on paper: O → 0, I and L → 1 (after upper-casing). */
const LOOK_ALIKES: Record<string, string> = { O: "0", I: "1", L: "1" };

/**
 * Turns what a fan typed into the canonical form that is hashed and compared:
 *   1. Unicode NFKC: full-width letters, digits and spaces become ASCII (ＡＢＣ１ → ABC1);
 *   2. every whitespace and separator ( - ‐ ‒ – — ― − ー ｰ _ . ) is removed;
 *   3. upper case;
 *   4. look-alikes: O → 0, I → 1, L → 1.
 * The same function runs on the operator's codes before hashing, so "HELLO" and "he110" are one code;
 * generated codes avoid these letters altogether. The result is idempotent: normalising twice changes
 * nothing. The longest accepted result is CODE_MAX_LENGTH (64) characters (specificCode-E1003 beyond).
 */
export function normaliseCode(input: string): string {
  return input
    .normalize("NFKC")
    .replace(SEPARATORS, "")
    .toUpperCase()
    .replace(/[OIL]/gu, (c) => LOOK_ALIKES[c] ?? c);
}

export type CodeCheck = { ok: true; code: string } | { ok: false; error: "specificCode-E1002" | "specificCode-E1003" };

export function checkCodeInput(input: string): CodeCheck {
  const code = normaliseCode(input);
  if (code === "") return { ok: false, error: "specificCode-E1002" };
  if (code.length > CODE_MAX_LENGTH) return { ok: false, error: "specificCode-E1003" };
  return { ok: true, code };
}

/** What the database keeps of a code: HMAC-SHA256(code key, condition id ":" normalised code). */
export function codeHash(key: string, conditionId: string, normalisedCode: string): string {
  return createHmac("sha256", key).update(`${conditionId}:${normalisedCode}`).digest("hex");
}

/** The code key: CODE_HASH_KEY when configured, else derived from the session secret. */
export function codeKey(config: { codeHashKey?: string | undefined; sessionSecret: string }): string {
  return config.codeHashKey ?? createHmac("sha256", config.sessionSecret).update("fanfare:code-hash-key").digest("hex");
}

/** Generated codes use digits and letters with no look-alikes (no I, L, O, U), in groups of four. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
export function generateCode(groups = 3): string {
  const parts: string[] = [];
  for (let g = 0; g < groups; g++) {
    let part = "";
    for (let i = 0; i < 4; i++) part += ALPHABET[randomInt(ALPHABET.length)];
    parts.push(part);
  }
  return parts.join("-");
}
