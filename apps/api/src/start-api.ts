import type { AddressInfo } from "node:net";
import { API_VERSION } from "@reservation-api/contract";
import { DASHBOARD_TRPC_PATH } from "@reservation-api/contract/dashboard";
import { pingDatabase, type DatabaseHandle } from "@reservation-api/db";
import {
  createDashboardHandler,
  createKeyUseRecorder,
  createObserver,
  createRestHandler,
  generateApiDocument,
  startRequestLog,
  type ServerDependencies,
  type ServerEventListener,
} from "@reservation-api/server";
import { createConfiguredRateLimiter } from "./config/create-rate-limiter.js";
import { dashboardSettingsFrom } from "./config/dashboard-settings.js";
import type { AppConfig } from "./config/env.js";
import { createApiServer } from "./http/create-api-server.js";
import { everyResponseHeaders } from "./http/every-response-headers.js";
import { locateWebRoot } from "./http/web-pages/locate-web-root.js";
import { createWebPageHandler } from "./http/web-pages/serve-web-pages.js";
import { InFlightRequests } from "./http/in-flight-requests.js";
import type { Logger } from "./logger.js";
import { startConfiguredDelivery } from "./webhooks/start-configured-delivery.js";

export interface RunningApi {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /**
   * Stops taking connections, answers in-flight requests with `Connection: close`, and resolves
   * once every handler has finished (even for clients that left), or when the grace period ends.
   */
  close(): Promise<void>;
  /**
   * Calls `listener` with every request answered, booking changed and (when this process
   * delivers webhooks) delivery attempted; returns the function that stops it. See docs/operations.md.
   */
  subscribe(listener: ServerEventListener): () => void;
}

export interface StartApiOptions {
  config: AppConfig;
  database: DatabaseHandle;
  logger: Logger;
  /** Defaults to the real clock. */
  now?: () => Date;
}

export async function startApi(options: StartApiOptions): Promise<RunningApi> {
  const { config, database, logger } = options;
  const rateLimiter = createConfiguredRateLimiter(config, logger);
  const observer = createObserver((error) =>
    logger.error({ err: error }, "an observer listener threw; its later errors are not logged"),
  );
  const deps: ServerDependencies = {
    db: database.db,
    now: options.now ?? (() => new Date()),
    keyUse: createKeyUseRecorder(database.db),
    rateLimiter,
    allowPrivateWebhookUrls: config.WEBHOOK_ALLOW_PRIVATE_URLS,
    observer,
  };
  const requestLog = config.REQUEST_LOG_ENABLED
    ? startRequestLog({ db: database.db, now: deps.now, logger, retentionDays: config.REQUEST_LOG_RETENTION_DAYS })
    : undefined;
  const inFlight = new InFlightRequests();
  const server = createApiServer({
    handleRest: createRestHandler({ deps, maxBodyBytes: config.MAX_BODY_BYTES, requestLog }),
    handleDashboard: createDashboardHandler({
      deps,
      settings: dashboardSettingsFrom(config),
      maxBodyBytes: config.MAX_BODY_BYTES,
    }),
    openApiJson: once(() => JSON.stringify(generateApiDocument({ version: API_VERSION }))),
    checkHealth: () => pingDatabase(database.db),
    logger,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    responseTimeoutMs: config.RESPONSE_TIMEOUT_MS,
    maxInFlight: config.MAX_IN_FLIGHT,
    handleWebPage: createWebPageHandler({ root: webRoot(logger), excludedPrefixes: [DASHBOARD_TRPC_PATH] }),
    inFlight,
    everyResponseHeaders: everyResponseHeaders(config.PUBLIC_BASE_URL),
    observer,
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const delivery = config.WEBHOOK_DELIVERY_IN_API
    ? await startConfiguredDelivery(config, database, logger, deps.now, observer)
    : undefined;
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  return {
    url: `http://${host}:${port}`,
    port,
    subscribe: (listener) => observer.subscribe(listener),
    async close() {
      inFlight.startDraining();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      let grace: NodeJS.Timeout | undefined;
      const graceOver = new Promise<void>((resolve) => {
        grace = setTimeout(resolve, config.SHUTDOWN_GRACE_MS);
      });
      await Promise.race([Promise.all([closed, inFlight.whenIdle()]), graceOver]);
      clearTimeout(grace);
      server.closeAllConnections();
      await delivery?.stop();
      // After the drain, so the last requests' entries are written too; before the pool closes.
      await requestLog?.stop();
      await rateLimiter?.close();
    },
  };
}

function webRoot(logger: Logger): string | undefined {
  const root = locateWebRoot();
  if (root === undefined)
    logger.warn("The dashboard is not built: /dashboard and /docs answer 503 until `npx -y pnpm@10.34.8 build` has run");
  return root;
}

function once<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}
