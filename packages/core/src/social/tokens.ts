import { randomBytes } from "node:crypto";
import { s256 } from "./pkce";

/** What a code exchange or a refresh gives, in our terms (each provider client converts its answer). */
export type TokenSet = {
  accessToken: string;
  accessExpiresAt: Date;
  /** null: the provider gave none (Instagram), or kept the old one (Spotify, confidential client). */
  refreshToken: string | null;
  refreshExpiresAt: Date | null;
  /** Granted scopes, when the provider says (otherwise those asked for). */
  scopes: string[] | null;
  /** The user id when the token answer carries it (Instagram user_id, TikTok open_id). */
  providerUserId: string | null;
};

export type Profile = { id: string; displayName: string };

export const secondsFrom = (now: Date, seconds: unknown, fallbackSeconds: number): Date =>
  new Date(now.getTime() + (typeof seconds === "number" && seconds > 0 ? seconds : fallbackSeconds) * 1000);

/**
 * A PKCE pair (RFC 7636, S256), an unguessable state, both single use, and the key the browser that asks
 * keeps in a cookie (the state travels through the provider's link, so it alone cannot say whose browser
 * comes back with it).
 */
export function newAuthorizationSecrets(): { state: string; verifier: string; challenge: string; browserKey: string } {
  const verifier = randomBytes(48).toString("base64url");
  return {
    state: randomBytes(32).toString("base64url"),
    verifier,
    challenge: s256(verifier),
    browserKey: randomBytes(32).toString("base64url"),
  };
}
