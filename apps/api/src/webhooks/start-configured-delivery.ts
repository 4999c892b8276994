import { openDatabase, type DatabaseHandle } from "@reservation-api/db";
import {
  DEFAULT_DELIVERY_SETTINGS,
  startWebhookDelivery,
  type Observer,
  type RunningWebhookDelivery,
} from "@reservation-api/server";
import type { AppConfig } from "../config/env.js";
import type { Logger } from "../logger.js";

/**
 * Webhook delivery with the configured settings. On PostgreSQL it has a pool of its own, for its
 * queries and the queue library's: sharing the API's pool, its queries waited behind every
 * request queued for a connection, so under a load that saturated the API, events arrived
 * seconds late. On PGlite it shares the embedded database's one connection.
 */
export async function startConfiguredDelivery(
  config: AppConfig,
  database: DatabaseHandle,
  logger: Logger,
  now: () => Date = () => new Date(),
  observer?: Observer,
): Promise<RunningWebhookDelivery> {
  const url = config.DATABASE_URL;
  const own = url
    ? await openDatabase({
        url,
        poolSize: config.WEBHOOK_DB_POOL_SIZE,
        statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
        migrate: false,
        // Delivery's tables start empty and grow by the event; see planEveryQuery.
        planEveryQuery: true,
      })
    : undefined;
  const running = await startWebhookDelivery({
    db: (own ?? database).db,
    queueSql: (own ?? database).executeSql,
    now,
    settings: {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      allowPrivateUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS,
      retry: { ...DEFAULT_DELIVERY_SETTINGS.retry, firstDelayMs: config.WEBHOOK_RETRY_FIRST_DELAY_MS },
      concurrency: config.WEBHOOK_CONCURRENCY,
      endpointConcurrency: config.WEBHOOK_ENDPOINT_CONCURRENCY,
      pause: {
        ...DEFAULT_DELIVERY_SETTINGS.pause,
        timeoutsToPause: config.WEBHOOK_PAUSE_AFTER_TIMEOUTS,
        minPauseMs: config.WEBHOOK_MIN_PAUSE_MS,
      },
      jobExpireSeconds: config.WEBHOOK_JOB_EXPIRE_SECONDS,
      maintenanceIntervalSeconds: config.WEBHOOK_MAINTENANCE_INTERVAL_SECONDS,
    },
    onError: (error) => logger.error({ err: error }, "webhook delivery error"),
    observer,
  }).catch(async (error: unknown) => {
    await own?.close();
    throw error;
  });
  return {
    async stop() {
      await running.stop();
      await own?.close();
    },
  };
}
