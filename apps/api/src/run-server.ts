import type { DatabaseHandle } from "@reservation-api/db";
import { loadConfig, type AppConfig } from "./config/env.js";
import { capHeapGrowth } from "./config/heap-growth.js";
import { openConfiguredDatabase } from "./config/open-configured-database.js";
import { createConfiguredLogger } from "./logger.js";
import { startApi, type RunningApi } from "./start-api.js";
import { stopOnSignals } from "./stop-on-signals.js";

export type OnStarted = (started: { api: RunningApi; database: DatabaseHandle; config: AppConfig }) => Promise<void> | void;

/**
 * Starts the API and stops it gracefully on SIGTERM or SIGINT. `configDefaults` replace the
 * documented defaults of some settings for this script; the environment still overrides them.
 */
export async function runServer(onStarted?: OnStarted, configDefaults: Record<string, string> = {}): Promise<void> {
  capHeapGrowth();
  const config = loadConfig(undefined, configDefaults);
  const logger = createConfiguredLogger(config);
  const database = await openConfiguredDatabase(config);
  const api = await startApi({ config, database, logger });
  logger.info({ url: api.url, database: database.driver }, "listening");
  stopOnSignals(logger, async () => {
    await api.close();
    await database.close();
  });
  await onStarted?.({ api, database, config });
}
