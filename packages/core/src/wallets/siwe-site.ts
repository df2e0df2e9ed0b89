import type { CoreConfig } from "../context";

/**
 * What a Sign-In with Ethereum message must name to be for us: the authority (host[:port]) and the
 * origin of PUBLIC_URL, the address fans see in their browser. Wallets show the domain and warn when
 * it differs from the page's, so a message phished on another site cannot be replayed here.
 */
export function siweSite(config: Pick<CoreConfig, "publicUrl">): { domain: string; uri: string } {
  const url = new URL(config.publicUrl);
  return { domain: url.host, uri: url.origin };
}

/** Ten minutes to sign: long enough to find the wallet app, short enough that a stray message dies. */
export const SIWE_MESSAGE_TTL_MS = 10 * 60 * 1000;

export const SIWE_STATEMENT = "Link this wallet to your Fanfare account. Signing is free and sends no transaction.";
