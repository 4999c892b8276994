import type { Database, SqlExecutor } from "@reservation-api/db";
import type { Observer } from "../observer/observer.js";
import { DeliveryDispatcher } from "./delivery-dispatcher.js";
import { DEFAULT_DELIVERY_SETTINGS, type WebhookDeliverySettings } from "./delivery-settings.js";
import { openDeliveryQueue } from "./delivery-queue.js";
import { relayDeliveries } from "./relay-deliveries.js";

export interface WebhookDeliveryOptions {
  db: Database;
  /** Raw SQL on the same connections as `db` (its handle's `executeSql`), for the job queue. */
  queueSql: SqlExecutor;
  settings?: Partial<WebhookDeliverySettings>;
  now?: () => Date;
  /** Errors of the background loops; they keep running. */
  onError: (error: unknown) => void;
  /** Told of each attempt once it is recorded (delivery.attempted). */
  observer?: Observer | undefined;
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
  const context = { db: options.db, now: options.now ?? (() => new Date()), settings, observer: options.observer };
  const boss = await openDeliveryQueue(options.queueSql, settings, options.onError);

  const dispatcher = new DeliveryDispatcher(context, boss, options.onError);
  let stopped = false;
  let relaying: Promise<void> = Promise.resolve();
  const relayOnce = async () => {
    try {
      for (let more = true; more && !stopped;) {
        const pass = await relayDeliveries(options.db, boss, context.now());
        if (!stopped && pass.jobsDueNow > 0) dispatcher.wake();
        more = pass.more;
      }
    } catch (error) {
      options.onError(error);
    }
  };
  const relayTimer = setInterval(() => {
    relaying = relaying.then(relayOnce);
  }, settings.relayIntervalMs);

  return {
    async stop() {
      stopped = true;
      clearInterval(relayTimer);
      await relaying;
      await dispatcher.stop();
      await boss.stop({ graceful: true, wait: true, timeout: settings.timeoutMs + 5_000 });
    },
  };
}
