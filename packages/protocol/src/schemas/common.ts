import { z } from "zod";
import { COUNTRIES, ERROR_CATEGORIES, LOCALES } from "../enums";

/** Every error response of the API: `{ code, category, message }` (plus field issues for E1000). */
export const ErrorResponse = z
  .object({
    code: z.string(),
    category: z.enum(ERROR_CATEGORIES),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const LocaleSchema = z.enum(LOCALES);
export const CountrySchema = z.enum(COUNTRIES);

/**
 * E-mail rule (the spec leaves it open): trimmed, at most 254 characters (RFC 5321), one @, a dotted
 * domain, no spaces. Case is kept for display; accounts are matched on the lower-cased address.
 */
export const EmailSchema = z
  .string()
  .trim()
  .max(254)
  .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/u, "invalid_email");

/** A one-time token from a link: 43 characters of base64url (256 random bits). */
export const LinkTokenSchema = z
  .string()
  .min(16)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/u);

/** IANA time-zone name as detected by the browser (Intl); checked against the runtime's list. */
export const TimeZoneSchema = z
  .string()
  .max(64)
  .refine((tz) => {
    try {
      new Intl.DateTimeFormat("en", { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  }, "invalid_time_zone");

export const OkResponse = z.object({ ok: z.literal(true) });
