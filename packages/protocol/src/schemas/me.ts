import { z } from "zod";
import { USER_STATUSES } from "../enums";
import { CountrySchema, EmailSchema, LinkTokenSchema, LocaleSchema, TimeZoneSchema } from "./common";

export const UserView = z
  .object({
    id: z.string().uuid(),
    email: z.string(),
    country: CountrySchema,
    locale: LocaleSchema,
    timeZone: z.string().nullable(),
    acceptsNewsMail: z.boolean().nullable(),
    status: z.enum(USER_STATUSES),
    createdAt: z.string(),
  })
  .meta({ id: "User" });
export type UserView = z.infer<typeof UserView>;

/** PATCH /api/v1/me — preferences (accept-notification, language, country, time zone). */
export const UpdateMeRequest = z
  .object({
    country: CountrySchema.optional(),
    locale: LocaleSchema.optional(),
    timeZone: TimeZoneSchema.optional(),
    acceptsNewsMail: z.boolean().optional(),
  })
  .strict();
export type UpdateMeRequest = z.infer<typeof UpdateMeRequest>;

/** POST /api/v1/me/email-change — a link goes to the new address. */
export const RequestEmailChangeRequest = z.object({ newEmail: EmailSchema });
export type RequestEmailChangeRequest = z.infer<typeof RequestEmailChangeRequest>;

/** POST /api/v1/me/email-change/verify and /api/v1/me/cancel/verify. */
export const ConfirmTokenRequest = z.object({ token: LinkTokenSchema });
export type ConfirmTokenRequest = z.infer<typeof ConfirmTokenRequest>;

export const EmailChangedResponse = z.object({ user: UserView });
export const AccountCancelledResponse = z.object({ cancelled: z.literal(true) });
