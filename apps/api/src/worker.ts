import { loadConfig } from "./config/env.js";
import { openConfiguredDatabase } from "./config/open-configured-database.js";
import { createConfiguredLogger } from "./logger.js";
import { stopOnSignals } from "./stop-on-signals.js";
import { startConfiguredDelivery } from "./webhooks/start-configured-delivery.js";

/**
 * `pnpm worker`: delivers webhooks and serves nothing. Run as many as wanted next to (or instead
 * of, with WEBHOOK_DELIVERY_IN_API=false) the API processes. Needs DATABASE_URL: the embedded
 * database belongs to the one API process that opened it, which delivers itself.
 */
const config = loadConfig();
const logger = createConfiguredLogger(config);
if (!config.DATABASE_URL) {
  logger.fatal("pnpm worker needs DATABASE_URL; with the embedded database the API process delivers webhooks itself");
  process.exit(1);
}
const database = await openConfiguredDatabase(config);
const delivery = await startConfiguredDelivery(config, database, logger);
logger.info({ database: database.driver }, "webhook worker started");
stopOnSignals(logger, async () => {
  await delivery.stop();
  await database.close();
});
