import { decryptSecret, encryptSecret } from "../wallets/key-vault";
import type { SocialConfig } from "./config";

/**
 * Provider tokens at rest: AES-256-GCM with SOCIAL_TOKEN_ENCRYPTION_KEY (key-vault.ts, key ring for
 * rotation). The associated data binds each ciphertext to its account and its role, so a sealed refresh
 * token cannot be swapped into another row or used as an access token.
 */
export const sealToken = (social: SocialConfig, accountId: string, role: "access" | "refresh", token: string) =>
  encryptSecret(social.tokenKeys, token, `social:${accountId}:${role}`);

export const openToken = (social: SocialConfig, accountId: string, role: "access" | "refresh", sealed: string) =>
  decryptSecret(social.tokenKeys, sealed, `social:${accountId}:${role}`);

export const sealVerifier = (social: SocialConfig, stateHash: string, verifier: string) =>
  encryptSecret(social.tokenKeys, verifier, `oauth-state:${stateHash}`);

export const openVerifier = (social: SocialConfig, stateHash: string, sealed: string) =>
  decryptSecret(social.tokenKeys, sealed, `oauth-state:${stateHash}`);
