import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  decryptSecret,
  encryptSecret,
  generateEncryptionKey,
  type KeyRing,
  needsRotation,
  parseEncryptionKey,
  reencrypt,
} from "./key-vault";

const ring = (): KeyRing => ({ current: parseEncryptionKey(generateEncryptionKey()), previous: [] });
const PRIVATE_KEY = "0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d";

describe("key vault (AES-256-GCM)", () => {
  it("round-trips any secret, and never shows it in the ciphertext", () => {
    const keys = ring();
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.uuid(), (secret, owner) => {
        const sealed = encryptSecret(keys, secret, owner);
        expect(decryptSecret(keys, sealed, owner)).toBe(secret);
      }),
    );
    expect(encryptSecret(keys, PRIVATE_KEY, "w1")).not.toContain(PRIVATE_KEY.slice(2, 12));
  });

  it("uses a fresh IV each time", () => {
    const keys = ring();
    expect(encryptSecret(keys, PRIVATE_KEY, "w1")).not.toBe(encryptSecret(keys, PRIVATE_KEY, "w1"));
  });

  it("detects tampering, a wrong key, and a ciphertext moved to another owner", () => {
    const keys = ring();
    const sealed = encryptSecret(keys, PRIVATE_KEY, "wallet-a");
    const parts = sealed.split(".");
    const body = Buffer.from(parts[4] ?? "", "base64url");
    body[0] = (body[0] ?? 0) ^ 1;
    const tampered = [...parts.slice(0, 4), body.toString("base64url")].join(".");
    expect(() => decryptSecret(keys, tampered, "wallet-a")).toThrow();
    expect(() => decryptSecret(keys, sealed, "wallet-b")).toThrow();
    expect(() => decryptSecret(ring(), sealed, "wallet-a")).toThrow(/no key/);
  });

  it("rotates: old ciphertexts still open with the previous key and are re-encrypted under the new one", () => {
    const old = ring();
    const sealed = encryptSecret(old, PRIVATE_KEY, "w");
    const rotated: KeyRing = { current: parseEncryptionKey(generateEncryptionKey()), previous: [old.current] };
    expect(needsRotation(rotated, sealed)).toBe(true);
    const resealed = reencrypt(rotated, sealed, "w");
    expect(needsRotation(rotated, resealed)).toBe(false);
    expect(decryptSecret({ current: rotated.current, previous: [] }, resealed, "w")).toBe(PRIVATE_KEY);
  });

  it("accepts keys as hex or base64 and refuses the wrong length", () => {
    expect(parseEncryptionKey("ab".repeat(32))).toHaveLength(32);
    expect(parseEncryptionKey(Buffer.alloc(32, 7).toString("base64"))).toHaveLength(32);
    expect(() => parseEncryptionKey("short")).toThrow(/32 bytes/);
  });
});
