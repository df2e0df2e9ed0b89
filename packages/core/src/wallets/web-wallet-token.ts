import { createHmac } from "node:crypto";
import { safeEqual } from "../auth/secrets";
import type { CoreContext } from "../context";
import { AppError } from "../errors";

/** The token opens the web wallet's own API for this long; the fan asks for a new one after. */
export const WEB_WALLET_TOKEN_TTL_SECONDS = 15 * 60;
const SCOPE = "web-wallet";
const VERSION = "ww1";

type Claims = { scope: typeof SCOPE; sub: string; wid: string; exp: number };

// A key of its own, derived from the session secret: a web-wallet token can never pass for an access
// token (another key and another format), nor the other way round.
const keys = new Map<string, Buffer>();
function key(secret: string): Buffer {
  let derived = keys.get(secret);
  if (!derived) {
    derived = createHmac("sha256", secret).update("fanfare:web-wallet-token:v1").digest();
    keys.set(secret, derived);
  }
  return derived;
}

function mac(secret: string, body: string): string {
  return createHmac("sha256", key(secret)).update(`${VERSION}.${body}`).digest("base64url");
}

/**
 * A scoped, short-lived token for the web wallet's API (`x-web-wallet-token`): HMAC-signed, bound to
 * the fan and to their wallet's id, scope "web-wallet", 15 minutes. It is asked for in addition to the
 * session cookie, so moving an NFT needs a deliberate "open the wallet" step, and a stolen token alone
 * (it is not a cookie) opens nothing.
 */
export function issueWebWalletToken(
  ctx: CoreContext,
  input: { userId: string; walletId: string },
): { token: string; expiresAt: Date } {
  const exp = Math.floor(ctx.clock.now().getTime() / 1000) + WEB_WALLET_TOKEN_TTL_SECONDS;
  const claims: Claims = { scope: SCOPE, sub: input.userId, wid: input.walletId, exp };
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return { token: `${VERSION}.${body}.${mac(ctx.config.sessionSecret, body)}`, expiresAt: new Date(exp * 1000) };
}

/** The wallet id the token was issued for, when it is genuine, unexpired and the signed-in fan's; else wallet-E2007. */
export function verifyWebWalletToken(
  ctx: CoreContext,
  token: string | undefined,
  input: { userId: string },
): { walletId: string } {
  const refuse = () => new AppError("wallet-E2007");
  if (typeof token !== "string" || token.length > 1000) throw refuse();
  const [version, body = "", signature = "", ...rest] = token.split(".");
  if (version !== VERSION || rest.length > 0 || !safeEqual(signature, mac(ctx.config.sessionSecret, body))) {
    throw refuse();
  }
  let claims: Partial<Claims>;
  try {
    claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as Partial<Claims>;
  } catch {
    throw refuse();
  }
  if (claims.scope !== SCOPE || claims.sub !== input.userId || typeof claims.wid !== "string") throw refuse();
  if (typeof claims.exp !== "number" || claims.exp * 1000 <= ctx.clock.now().getTime()) throw refuse();
  return { walletId: claims.wid };
}
