import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";

/**
 * Encryption of web-wallet private keys at rest: AES-256-GCM under a key from configuration
 * (`WALLET_ENCRYPTION_KEY`), never stored in the database. Each ciphertext names the key that made it,
 * so keys can be rotated: add the new key as current, keep the old ones as previous until every row
 * has been re-encrypted (`reencrypt`), then drop them.
 *
 * Format: `v1.<keyId>.<iv>.<tag>.<ciphertext>` (base64url parts; keyId = first 8 bytes of SHA-256 of the key).
 */
export type KeyRing = { current: Buffer; previous: Buffer[] };

const VERSION = "v1";

export function keyId(key: Buffer): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 11);
}

/** Parses a 32-byte key given as 64 hex characters or base64/base64url. */
export function parseEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  const key = /^[0-9a-fA-F]{64}$/.test(trimmed) ? Buffer.from(trimmed, "hex") : Buffer.from(trimmed, "base64url");
  if (key.length !== 32) throw new Error("a wallet encryption key must be 32 bytes (64 hex characters or base64)");
  return key;
}

export function generateEncryptionKey(): string {
  return randomBytes(32).toString("base64url");
}

/** `aad` binds a ciphertext to its owner (e.g. the wallet id), so it cannot be moved to another row. */
export function encryptSecret(ring: KeyRing, plaintext: string, aad: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", ring.current, iv);
  cipher.setAAD(Buffer.from(aad));
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [
    VERSION,
    keyId(ring.current),
    iv.toString("base64url"),
    tag.toString("base64url"),
    ciphertext.toString("base64url"),
  ].join(".");
}

export function decryptSecret(ring: KeyRing, sealed: string, aad: string): string {
  const [version, id, iv, tag, ciphertext] = sealed.split(".");
  if (version !== VERSION || !id || !iv || !tag || ciphertext === undefined) throw new Error("not a sealed secret");
  const key = [ring.current, ...ring.previous].find((k) => keyId(k) === id);
  if (!key) throw new Error(`no key ${id} in the key ring (was it rotated away too early?)`);
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(ciphertext, "base64url")), decipher.final()]).toString("utf8");
}

/** Whether a ciphertext was made with an older key and should be re-encrypted. */
export function needsRotation(ring: KeyRing, sealed: string): boolean {
  return sealed.split(".")[1] !== keyId(ring.current);
}

export function reencrypt(ring: KeyRing, sealed: string, aad: string): string {
  return needsRotation(ring, sealed) ? encryptSecret(ring, decryptSecret(ring, sealed, aad), aad) : sealed;
}
