import { z } from "zod";

export const HealthResponse = z.object({ status: z.literal("ok") });
export const ReadyResponse = z.object({
  status: z.enum(["ready", "not_ready"]),
  database: z.boolean(),
  migrations: z.boolean(),
});

/** A mail as the embedded catcher saw it (GET /api/dev/mailbox, only when SMTP is not configured). */
export const CaughtMail = z.object({
  id: z.string(),
  from: z.string(),
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  receivedAt: z.string(),
});
export type CaughtMail = z.infer<typeof CaughtMail>;
export const MailboxResponse = z.object({ mails: z.array(CaughtMail) });
