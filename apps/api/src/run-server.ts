import type { DatabaseHandle } from "@reservation-api/db";
import { loadConfig } from "./config/env.js";
import { openConfiguredDatabase } from "./config/open-configured-database.js";
import { createLogger } from "./logger.js";
import { startApi, type RunningApi } from "./start-api.js";

export type OnStarted = (started: { api: RunningApi; database: DatabaseHandle }) => Promise<void> | void;

/** Starts the API and stops it gracefully on SIGTERM or SIGINT. */
export async function runServer(onStarted?: OnStarted): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.LOG_LEVEL);
  const database = await openConfiguredDatabase(config);
  const api = await startApi({ config, database, logger });
  logger.info({ url: api.url, database: database.driver }, "listening");
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    api
      .close()
      .then(() => database.close())
      .then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "shutdown failed");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
  await onStarted?.({ api, database });
}

