import { AppError } from "@fanfare/core";
import { MailboxResponse } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { errorResponses } from "./errors-schema";

/**
 * /api/dev/mailbox: the mails the embedded catcher received, so a newcomer can sign in without a mail
 * server. Exists only while mail is not configured (mailboxUrl is null as soon as SMTP_URL is set).
 */
export const devRoutes: FastifyPluginAsyncZod<{ mailboxUrl: string | null }> = async (app, { mailboxUrl }) => {
  app.get(
    "/api/dev/mailbox",
    {
      schema: {
        tags: ["dev"],
        summary: "Mails caught by the embedded mail catcher (only without SMTP_URL)",
        response: { 200: MailboxResponse, ...errorResponses(404) },
      },
    },
    async () => {
      if (!mailboxUrl) throw new AppError("request-E1004");
      const response = await fetch(new URL("/mails", mailboxUrl), { signal: AbortSignal.timeout(5000) }).catch(
        () => null,
      );
      if (!response?.ok) throw new AppError("mail-E5001", { detail: "The embedded mail catcher is not reachable." });
      return MailboxResponse.parse(await response.json());
    },
  );
};
