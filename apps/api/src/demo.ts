import { parseArgs } from "node:util";
import { dashboardSettingsFrom } from "./config/dashboard-settings.js";
import { loadConfig } from "./config/env.js";
import { resetDemoData } from "./demo/reset-demo-data.js";
import { prepareDemo } from "./demo/start-demo.js";
import { runServer } from "./run-server.js";

/**
 * `pnpm demo` is for development: webhook endpoints may be http and local (a receiver on this
 * machine), as `WEBHOOK_ALLOW_PRIVATE_URLS=true` allows; setting it to false restores the check.
 * Log lines are short and human (LOG_FORMAT=pretty), so the banner stays readable above them.
 */
const DEMO_CONFIG_DEFAULTS = { WEBHOOK_ALLOW_PRIVATE_URLS: "true", LOG_FORMAT: "pretty" };

/** `pnpm demo [--reset]`: the API on the embedded database, with a demo restaurant to try it on. */
const options = orExit(() => parseArgs({ options: { reset: { type: "boolean", default: false } } }).values);
if (options.reset) orExit(() => resetDemoData(loadConfig(undefined, DEMO_CONFIG_DEFAULTS)));
await runServer(async ({ api, database, config }) => {
  const banner = await prepareDemo({
    apiUrl: api.url,
    port: api.port,
    deps: { db: database.db, now: () => new Date() },
    dashboardSettings: dashboardSettingsFrom(config),
    dataDir: database.driver === "pglite" ? config.PGLITE_DATA_DIR : undefined,
    allowPrivateWebhookUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS,
  });
  process.stdout.write(banner);
}, DEMO_CONFIG_DEFAULTS);

/** A mistaken argument or a refused reset ends the script with its one-line reason, not a stack trace. */
function orExit<T>(step: () => T): T {
  try {
    return step();
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\nUsage: pnpm demo [--reset]\n`);
    process.exit(1);
  }
}
