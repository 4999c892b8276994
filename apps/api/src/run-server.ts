import type { DatabaseHandle } from "@reservation-api/db";
import { loadConfig } from "./config/env.js";
import { capHeapGrowth } from "./config/heap-growth.js";
import { openConfiguredDatabase } from "./config/open-configured-database.js";
import { createLogger } from "./logger.js";
import { startApi, type RunningApi } from "./start-api.js";
import { stopOnSignals } from "./stop-on-signals.js";

export type OnStarted = (started: { api: RunningApi; database: DatabaseHandle }) => Promise<void> | void;

/** Starts the API and stops it gracefully on SIGTERM or SIGINT. */
export async function runServer(onStarted?: OnStarted): Promise<void> {
  capHeapGrowth();
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  const api = await startApi({ config, database, logger });
  logger.info({ url: api.url, database: database.driver }, "listening");
  stopOnSignals(logger, async () => {
    await api.close();
    await database.close();
  });
  await onStarted?.({ api, database });
}
