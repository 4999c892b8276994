import type PgBoss from "pg-boss";
import type { Database, SqlExecutor } from "@reservation-api/db";
import { attemptDeliveries } from "./attempt-delivery.js";
import { DEFAULT_DELIVERY_SETTINGS, type WebhookDeliverySettings } from "./delivery-settings.js";
import { DELIVERY_QUEUE, deliveriesOfJob, openDeliveryQueue, type DeliveryJobData } from "./delivery-queue.js";
import { LoopWaker } from "./loop-waker.js";
import { DELIVERIES_PER_JOB } from "./queue-job-groups.js";
import { relayDeliveries } from "./relay-deliveries.js";

export interface WebhookDeliveryOptions {
  db: Database;
  /** Raw SQL on the same connections as `db` (its handle's `executeSql`), for the job queue. */
  queueSql: SqlExecutor;
  settings?: Partial<WebhookDeliverySettings>;
  now?: () => Date;
  /** Errors of the background loops; they keep running. */
  onError: (error: unknown) => void;
}

export interface RunningWebhookDelivery {
  /** Stops taking jobs and waits for attempts in flight (bounded by the delivery timeout). */
  stop(): Promise<void>;
}

/**
 * The one entry of webhook delivery, off the request path: relays the outbox onto the queue and
 * works the queue. Run it in every API process, in `pnpm worker` processes, or both.
 */
export async function startWebhookDelivery(options: WebhookDeliveryOptions): Promise<RunningWebhookDelivery> {
  const settings = { ...DEFAULT_DELIVERY_SETTINGS, ...options.settings };
  const context = { db: options.db, now: options.now ?? (() => new Date()), settings };
  const boss = await openDeliveryQueue(options.queueSql, settings, options.onError);

  let stopped = false;
  let relaying: Promise<void> = Promise.resolve();
  const workerIds: string[] = [];
  const waker = new LoopWaker(boss, workerIds);
  const relayOnce = async () => {
    try {
      for (let more = true; more && !stopped;) {
        const pass = await relayDeliveries(options.db, boss, context.now());
        if (!stopped) waker.queued(pass.jobsDueNow);
        more = pass.more;
      }
    } catch (error) {
      options.onError(error);
    }
  };
  // A thrown attempt fails its job, once, and pg-boss runs the job again: the deliveries of it
  // that were recorded meanwhile no longer name it and are skipped.
  const attemptJobs = async (jobs: PgBoss.Job<DeliveryJobData>[]) => {
    const failed = new Map<string, unknown>();
    await attemptDeliveries(context, jobs.flatMap(deliveriesOfJob), async (delivery, error) => {
      options.onError(error);
      failed.set(delivery.jobId, error);
    });
    for (const [jobId, error] of failed) await boss.fail(DELIVERY_QUEUE, jobId, { message: String(error) });
  };
  const relayTimer = setInterval(() => {
    relaying = relaying.then(relayOnce);
  }, settings.relayIntervalMs);

  // pg-boss fetches jobs per polling interval and loop, and each loop waits for its job's
  // slowest receiver, so several loops, one job (up to DELIVERIES_PER_JOB deliveries) each, keep
  // the rest moving. The relay wakes loops when it has queued jobs (see LoopWaker).
  const loops = Math.max(1, Math.ceil(settings.concurrency / DELIVERIES_PER_JOB));
  for (let loop = 0; loop < loops; loop++) {
    let workerId: string | undefined;
    workerId = await boss.work<DeliveryJobData>(
      DELIVERY_QUEUE,
      { batchSize: 1, pollingIntervalSeconds: settings.pollIntervalMs / 1000 },
      async (jobs) => {
        if (!stopped && workerId !== undefined) waker.fetched(workerId, jobs.length);
        await attemptJobs(jobs);
      },
    );
    workerIds.push(workerId);
  }

  return {
    async stop() {
      stopped = true;
      clearInterval(relayTimer);
      await relaying;
      await boss.stop({ graceful: true, wait: true, timeout: settings.timeoutMs + 5_000 });
    },
  };
}
