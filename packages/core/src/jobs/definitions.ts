import type { CoreContext } from "../context";

/**
 * What a job may queue: pg-boss's send, narrowed. An `id` makes the send idempotent (one job per id);
 * `startAfter` holds it back until then (a retry's backoff).
 */
export type JobQueue = {
  send(name: string, data: Record<string, unknown>, options: { id: string; startAfter?: Date }): Promise<string | null>;
};

/**
 * A job: a name, how often it runs or how it retries, and a handler that runs a core verb. Keys derived
 * from business ids (`mint:<claimId>`) come with the later jobs that need exactly-once.
 */
export type JobDefinition = {
  name: string;
  /** Cron expression (UTC) for recurring housekeeping; absent for jobs enqueued by verbs. */
  cron?: string;
  retryLimit: number;
  retryDelaySeconds: number;
  /**
   * How the worker fetches it, when not one at a time: jobs per fetch, workers in this process, and how
   * soon a worker looks again when a wake-up was missed (pg-boss waits 30 s by default with NOTIFY on).
   */
  work?: { batchSize?: number; localConcurrency?: number; notifyPollingIntervalSeconds?: number };
  run(ctx: CoreContext, data: { requestId?: string } & Record<string, unknown>, queue: JobQueue): Promise<unknown>;
};
