import type { Country, Locale } from "@fanfare/protocol";
import { eq } from "drizzle-orm";
import { noteRefusal } from "../analytics/refusals";
import type { CoreContext, RequestMeta } from "../context";
import { AppError } from "../errors";
import { consumeLimit } from "../limits/consume-limit";
import { users } from "../users/tables";
import { sendEmailLink } from "./email-links";
import { normalizeEmail, pseudonym } from "./secrets";
import { isBrowserKey } from "./sign-in-code";

/**
 * A visitor asks for a sign-in link (and, for the asking browser, a code: ADR 0022). Order of checks: captcha (a bot learns nothing), banned address,
 * the per-address minute (user-E2005), then the wider limits (user-E2007 / request-E1029).
 */
export async function requestSignInMail(
  ctx: CoreContext,
  input: {
    email: string;
    country: Country;
    locale: Locale;
    captchaToken?: string | undefined;
    /** The campaign whose page sent the visitor here: a failed captcha counts in its fairness report. */
    campaignId?: string | undefined;
    /** The asking browser's key (see sign-in-code.ts): with it the mail also carries a code for that browser. */
    browserKey?: string | undefined;
  },
  meta: RequestMeta,
): Promise<{ resendAfterSeconds: number }> {
  if (!(await ctx.captcha.verify(input.captchaToken, meta.ip))) {
    if (input.campaignId) noteRefusal(ctx, input.campaignId, "CAPTCHA_FAILED");
    throw new AppError("captcha-E2001", { noAuth: true });
  }

  const email = normalizeEmail(input.email);
  const who = pseudonym(ctx.config.sessionSecret, email);
  const [existing] = await ctx.db.select({ status: users.status }).from(users).where(eq(users.emailNormalized, email));
  if (existing?.status === "BANNED") throw new AppError("E6000", { noAuth: true });

  // Layered so that one abuser cannot lock anyone else out (ADR 0019): the address's own limits protect
  // its mailbox; the per-IP limit is a generous backstop (thousands of fans share one carrier-NAT address)
  // and is counted first, so a client over it burns no one's per-address quota; the platform-wide cap
  // counts only mails that are really about to be sent.
  const now = ctx.clock.now();
  const { limits } = ctx.config;
  const ip = pseudonym(ctx.config.sessionSecret, meta.ip);
  const perIp = await consumeLimit(ctx.db, now, { bucket: "sign-in-mail:ip", key: ip }, limits.signInMailPerIp);
  if (!perIp.allowed) {
    ctx.log.warn({ who, perIp: perIp.hits }, "sign-in mail refused by the per-IP limit");
    throw new AppError("request-E1029");
  }
  const short = await consumeLimit(
    ctx.db,
    now,
    { bucket: "sign-in-mail:5m", key: who },
    limits.signInMailPerAddressShort,
  );
  const day = await consumeLimit(ctx.db, now, { bucket: "sign-in-mail:day", key: who }, limits.signInMailPerAddressDay);
  if (!short.allowed || !day.allowed) throw new AppError("user-E2007");
  const global = await consumeLimit(
    ctx.db,
    now,
    { bucket: "sign-in-mail:global", key: "all" },
    limits.signInMailGlobal,
  );
  if (!global.allowed) {
    ctx.log.warn({ who, global: global.hits }, "sign-in mail refused by the platform-wide limit");
    throw new AppError("request-E1029");
  }

  const result = await sendEmailLink(ctx, {
    purpose: "SIGN_IN",
    email: input.email,
    userId: null,
    country: input.country,
    locale: input.locale,
    cooldownKey: `mail:${who}`,
    browserKey: isBrowserKey(input.browserKey) ? input.browserKey : undefined,
  });
  ctx.log.info({ who, requestId: meta.requestId }, "sign-in mail sent");
  return result;
}
