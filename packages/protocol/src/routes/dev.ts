import { z } from "zod";
import { MailboxResponse } from "../schemas/system";
import { defineRoute } from "./define";
import { ROUTE } from "./every-route";

const tags = ["dev"];

export const devRoutes = {
  triggerJob: defineRoute(ROUTE.triggerJob, {
    tags,
    summary: "Run a scheduled job now (DEV_JOB_TRIGGERS only: tests and local use)",
    params: z.object({ name: z.string().max(100) }),
    responses: { 200: z.object({ jobId: z.string() }) },
    errors: [404],
  }),
  mailbox: defineRoute(ROUTE.mailbox, {
    tags,
    summary: "Mails caught by the embedded mail catcher (only without SMTP_URL)",
    responses: { 200: MailboxResponse },
    errors: [404],
  }),
};
