import type { DatabaseHandle } from "@reservation-api/db";
import { DEFAULT_DELIVERY_SETTINGS, startWebhookDelivery, type RunningWebhookDelivery } from "@reservation-api/server";
import type { AppConfig } from "../config/env.js";
import type { Logger } from "../logger.js";

/**
 * Webhook delivery with the configured settings. On PostgreSQL the queue library opens a small
 * pool of its own to DATABASE_URL; on PGlite it shares the embedded database's connection, so
 * delivery runs in the API process itself.
 */
export async function startConfiguredDelivery(
  config: AppConfig,
  database: DatabaseHandle,
  logger: Logger,
  now: () => Date = () => new Date(),
): Promise<RunningWebhookDelivery> {
  const queue = config.DATABASE_URL
    ? { connectionString: config.DATABASE_URL }
    : database.executeSql && { executeSql: database.executeSql };
  if (!queue) throw new Error("The database handle offers no connection for the webhook queue");
  return startWebhookDelivery({
    db: database.db,
    queue,
    now,
    settings: {
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      allowPrivateUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS,
      retry: { ...DEFAULT_DELIVERY_SETTINGS.retry, firstDelayMs: config.WEBHOOK_RETRY_FIRST_DELAY_MS },
      jobExpireSeconds: config.WEBHOOK_JOB_EXPIRE_SECONDS,
      maintenanceIntervalSeconds: config.WEBHOOK_MAINTENANCE_INTERVAL_SECONDS,
    },
    onError: (error) => logger.error({ err: error }, "webhook delivery error"),
  });
}
