import type { Database } from "@reservation-api/db";
import { attemptDeliveries } from "./attempt-delivery.js";
import { DEFAULT_DELIVERY_SETTINGS, type WebhookDeliverySettings } from "./delivery-settings.js";
import { DELIVERY_QUEUE, openDeliveryQueue, type DeliveryJobData, type QueueConnection } from "./delivery-queue.js";
import { relayDeliveries } from "./relay-deliveries.js";

const BATCH_SIZE = 25;

export interface WebhookDeliveryOptions {
  db: Database;
  queue: QueueConnection;
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
  const boss = await openDeliveryQueue(options.queue, settings, options.onError);

  let stopped = false;
  let relaying: Promise<void> = Promise.resolve();
  const relayOnce = async () => {
    try {
      while (!stopped && (await relayDeliveries(options.db, boss, context.now())) > 0);
    } catch (error) {
      options.onError(error);
    }
  };
  const relayTimer = setInterval(() => {
    relaying = relaying.then(relayOnce);
  }, settings.relayIntervalMs);

  // pg-boss fetches one batch per polling interval and loop, so several loops keep throughput
  // up while each batch waits for its slowest receiver. A full batch means more are waiting: the
  // loop is woken to fetch again at once instead of sleeping out its interval, which capped a
  // process at loops x batch / interval deliveries a second (200/s) however fast receivers were.
  const loops = Math.ceil(settings.concurrency / BATCH_SIZE);
  const batchSize = Math.min(BATCH_SIZE, settings.concurrency);
  for (let loop = 0; loop < loops; loop++) {
    let workerId: string | undefined;
    workerId = await boss.work<DeliveryJobData>(
      DELIVERY_QUEUE,
      { batchSize, pollingIntervalSeconds: settings.pollIntervalMs / 1000 },
      async (jobs) => {
        if (jobs.length === batchSize && !stopped && workerId !== undefined) boss.notifyWorker(workerId);
        // A thrown attempt fails its job only, and pg-boss retries it.
        await attemptDeliveries(
          context,
          jobs.map((job) => ({ deliveryId: job.data.deliveryId, jobId: job.id })),
          async (job, error) => {
            options.onError(error);
            await boss.fail(DELIVERY_QUEUE, job.jobId, { message: String(error) });
          },
        );
      },
    );
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
