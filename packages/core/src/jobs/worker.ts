import type { PgBoss } from "pg-boss";
import { purgeExpiredJob } from "../auth/purge-expired";
import type { CoreContext } from "../context";
import { drawDueCampaignsJob } from "../draws/draw-winners";
import { drawResultMailJob } from "../draws/result-mails";
import { webhookDeliverJob, webhookDispatchJob } from "../webhooks/deliver";
import type { JobDefinition, JobQueue } from "./definitions";

export const JOBS: JobDefinition[] = [
  purgeExpiredJob,
  drawDueCampaignsJob,
  drawResultMailJob,
  webhookDispatchJob,
  webhookDeliverJob,
];

/** Registers every job's queue (and its schedule) and starts working them with the given context. */
export async function startWorker(boss: PgBoss, ctx: CoreContext): Promise<void> {
  const queue: JobQueue = { send: (name, data, options) => boss.send(name, data, options) };
  for (const job of JOBS) {
    await boss.createQueue(job.name, {
      retryLimit: job.retryLimit,
      retryDelay: job.retryDelaySeconds,
      retryBackoff: true,
      notify: true,
    });
    if (job.cron) await boss.schedule(job.name, job.cron, {}, { tz: "UTC" });
    await boss.work<{ requestId?: string }>(job.name, job.work ?? {}, async ([first, ...rest]) => {
      for (const item of [first, ...rest]) {
        if (!item) continue;
        ctx.log.info({ job: job.name, jobId: item.id, requestId: item.data?.requestId }, "job started");
        await job.run(ctx, item.data ?? {}, queue);
      }
    });
  }
}
