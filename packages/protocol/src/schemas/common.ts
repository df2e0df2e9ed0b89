import { z } from "zod";
import { COUNTRIES, DEFAULT_LOCALE, type DefaultLocale, ERROR_CATEGORIES, LOCALES, type Locale } from "../enums";
import { RETURN_PATH_MAX_LENGTH, safeReturnPath } from "../return-path";

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

/** The shape of a text in each language: one key per locale of LOCALES, the default one required. */
export type LocalizedShape<Text extends z.ZodType<string>> = {
  [L in Locale]: L extends DefaultLocale ? Text : z.ZodOptional<Text>;
};

/**
 * A text in each language, from the schema of one text: a key per locale of LOCALES, in its order;
 * the default language's is required, the others are optional (they fall back to it). A locale added
 * to LOCALES is a key of every such object at once, so no translation is silently dropped.
 */
export function localizedTextOf<Text extends z.ZodType<string>>(text: Text) {
  const shape = Object.fromEntries(
    LOCALES.map((locale) => [locale, locale === DEFAULT_LOCALE ? text : text.optional()]),
  ) as LocalizedShape<Text>;
  return z.object(shape);
}
export const CountrySchema = z.enum(COUNTRIES);

/** A text in each language of LOCALES: Japanese is required (the default language), the others fall back to it. */
export const LocalizedText = localizedTextOf(z.string().min(1).max(20_000));
export type LocalizedText = z.infer<typeof LocalizedText>;

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

/** A return address in a request: see safeReturnPath. */
export const ReturnPath = z
  .string()
  .max(RETURN_PATH_MAX_LENGTH)
  .refine((value) => safeReturnPath(value) !== undefined, "must be a path of this site");
