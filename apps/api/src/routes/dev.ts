import { AppError, JOBS } from "@fanfare/core";
import { API_ROUTES, MailboxResponse } from "@fanfare/protocol";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { PgBoss } from "pg-boss";
import { isLoopback } from "../plugins/client-address";
import { registerRoute } from "./register";

/**
 * /api/dev/mailbox: the mails the embedded catcher received, so a newcomer can sign in without a mail
 * server. Exists only while mail is not configured (mailboxUrl is null as soon as SMTP_URL is set).
 */
/** Scheduled jobs a test may run now instead of waiting for their schedule. */
const TRIGGERABLE = new Set(JOBS.filter((job) => job.cron).map((job) => job.name));

/** Queues a scheduled job at once, through the real queue and worker (DEV_JOB_TRIGGERS only). */
export function devJobTrigger(boss: PgBoss): (name: string) => Promise<string | null> {
  return (name) => boss.send(name, { requestId: "dev-trigger" });
}

export const devRoutes: FastifyPluginAsyncZod<{
  mailboxUrl: string | null;
  triggerJob: ((name: string) => Promise<string | null>) | null;
}> = async (app, { mailboxUrl, triggerJob }) => {
  /**
   * /api/dev/jobs/:name: runs a scheduled job (e.g. draws.draw-due) now, so an end-to-end test can watch
   * a lucky draw at campaign end without waiting for the minute's schedule. Off unless DEV_JOB_TRIGGERS.
   */
  registerRoute(app, API_ROUTES.triggerJob, async (request) => {
    if (!triggerJob || !TRIGGERABLE.has(request.params.name)) throw new AppError("request-E1004");
    const jobId = await triggerJob(request.params.name);
    if (!jobId) throw new AppError("request-E1004", { detail: "The job was not queued." });
    return { jobId };
  });

  registerRoute(app, API_ROUTES.mailbox, async (request) => {
    // Every sign-in link is in there: only someone at this machine may read it, even when the web
    // or the API listens on a public interface (the real client's address, ADR 0019).
    if (!mailboxUrl || !isLoopback(request.clientAddress)) throw new AppError("request-E1004");
    const response = await fetch(new URL("/mails", mailboxUrl), { signal: AbortSignal.timeout(5000) }).catch(
      () => null,
    );
    if (!response?.ok) throw new AppError("mail-E5001", { detail: "The embedded mail catcher is not reachable." });
    return MailboxResponse.parse(await response.json());
  });
};
