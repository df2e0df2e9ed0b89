import { z } from "zod";
import { CountrySchema, EmailSchema, LinkTokenSchema, LocaleSchema } from "./common";
import { UserView } from "./me";

/** POST /api/v1/auth/email — ask for a sign-in link. */
export const RequestSignInMailRequest = z.object({
  email: EmailSchema,
  country: CountrySchema,
  locale: LocaleSchema,
  captchaToken: z.string().max(4096).optional(),
  /**
   * The campaign whose page sent the visitor to sign in, if any: a failed captcha is then counted in
   * that campaign's public fairness report (a count only, nothing of the visitor).
   */
  campaignId: z.uuid().optional(),
});
export type RequestSignInMailRequest = z.infer<typeof RequestSignInMailRequest>;

export const MailSentResponse = z.object({
  sent: z.literal(true),
  /** Seconds before another mail may be asked for (user-E2005 until then). */
  resendAfterSeconds: z.number().int().nonnegative(),
});
export type MailSentResponse = z.infer<typeof MailSentResponse>;

/** POST /api/v1/auth/email/verify — open the link: signs the visitor in. */
export const VerifyLinkRequest = z.object({ token: LinkTokenSchema });
export type VerifyLinkRequest = z.infer<typeof VerifyLinkRequest>;

/** Digits of the code in a sign-in mail. */
export const SIGN_IN_CODE_LENGTH = 6;

/**
 * POST /api/v1/auth/email/code — the sign-in mail's code, typed in the browser that asked for the mail
 * (the browser is known by an HttpOnly cookie set with the mail, never by the body).
 */
export const VerifySignInCodeRequest = z.object({
  code: z.string().regex(new RegExp(`^[0-9]{${SIGN_IN_CODE_LENGTH}}$`)),
});
export type VerifySignInCodeRequest = z.infer<typeof VerifySignInCodeRequest>;

export const SignInResponse = z.object({
  user: UserView,
  /** True when this link created the account (the web then asks for the news-mail opt-in). */
  isNewAccount: z.boolean(),
});
export type SignInResponse = z.infer<typeof SignInResponse>;

/** GET /api/v1/auth/captcha — which captcha the enter-email page must show, if any. */
export const CaptchaConfigResponse = z.object({
  provider: z.enum(["none", "turnstile", "hcaptcha", "recaptcha", "sandbox"]),
  siteKey: z.string().nullable(),
});
export type CaptchaConfigResponse = z.infer<typeof CaptchaConfigResponse>;
