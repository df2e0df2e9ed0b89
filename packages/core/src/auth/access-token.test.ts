import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { signAccessToken, verifyAccessToken } from "./access-token";

const NOW = new Date("2026-11-24T12:00:00Z");
const claims = { sub: "2f1c6c1e-9a43-4d0e-8f59-0d6a3b8e0c11", sid: "8b0e5c4a-1d2f-4e3a-9c7b-6a5d4e3f2a10" };

describe("access tokens", () => {
  it("verify under the secret they were signed with, and only under it (keys cached per secret)", () => {
    const a = signAccessToken(claims, "secret-a-0123456789abcdef", NOW, 900);
    const b = signAccessToken(claims, "secret-b-0123456789abcdef", NOW, 900);
    expect(a.token).not.toBe(b.token);
    // Twice each, so the second verification runs on the cached key.
    for (let i = 0; i < 2; i++) {
      expect(verifyAccessToken(a.token, "secret-a-0123456789abcdef", NOW)).toMatchObject(claims);
      expect(verifyAccessToken(b.token, "secret-b-0123456789abcdef", NOW)).toMatchObject(claims);
      expect(verifyAccessToken(a.token, "secret-b-0123456789abcdef", NOW)).toBeNull();
      expect(verifyAccessToken(b.token, "secret-a-0123456789abcdef", NOW)).toBeNull();
    }
  });

  it("keeps the wire format: the MAC is HMAC-SHA256 under the key derived from the secret", () => {
    // Tokens signed before the key became a KeyObject must still verify: the bytes are the same.
    const secret = "secret-c-0123456789abcdef";
    const derived = createHmac("sha256", secret).update("fanfare:access-token:v1").digest();
    const { token } = signAccessToken(claims, secret, NOW, 900);
    const [v, body] = token.split(".");
    expect(token).toBe(`${v}.${body}.${createHmac("sha256", derived).update(`${v}.${body}`).digest("base64url")}`);
  });

  it("refuses expired, malformed and tampered tokens", () => {
    const secret = "secret-d-0123456789abcdef";
    const { token } = signAccessToken(claims, secret, NOW, 900);
    expect(verifyAccessToken(token, secret, new Date(NOW.getTime() + 900_000))).toBeNull();
    expect(verifyAccessToken("v1.x", secret, NOW)).toBeNull();
    expect(verifyAccessToken(`${token.slice(0, -2)}AA`, secret, NOW)).toBeNull();
  });
});
