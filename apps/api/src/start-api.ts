import type { AddressInfo } from "node:net";
import { pingDatabase, type DatabaseHandle } from "@reservation-api/db";
import { createKeyUseRecorder, createRestHandler, generateApiDocument, type ServerDependencies } from "@reservation-api/server";
import { createConfiguredRateLimiter } from "./config/create-rate-limiter.js";
import type { AppConfig } from "./config/env.js";
import { createApiServer } from "./http/create-api-server.js";
import type { Logger } from "./logger.js";

export const API_VERSION = "1.2.0";

export interface RunningApi {
  /** e.g. http://127.0.0.1:3000 */
  url: string;
  port: number;
  /** Stops taking connections and lets in-flight requests finish, up to the grace period. */
  close(): Promise<void>;
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
  const deps: ServerDependencies = {
    db: database.db,
    now: options.now ?? (() => new Date()),
    keyUse: createKeyUseRecorder(database.db),
    rateLimiter,
  };
  const server = createApiServer({
    handleRest: createRestHandler({ deps, maxBodyBytes: config.MAX_BODY_BYTES }),
    openApiJson: JSON.stringify(
      generateApiDocument({ baseUrl: config.PUBLIC_BASE_URL ?? `http://localhost:${config.PORT}`, version: API_VERSION }),
    ),
    checkHealth: () => pingDatabase(database.db),
    logger,
    requestTimeoutMs: config.REQUEST_TIMEOUT_MS,
    responseTimeoutMs: config.RESPONSE_TIMEOUT_MS,
    maxInFlight: config.MAX_IN_FLIGHT,
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(config.PORT, config.HOST, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.HOST === "0.0.0.0" || config.HOST === "::" ? "127.0.0.1" : config.HOST;
  return {
    url: `http://${host}:${port}`,
    port,
    async close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const grace = setTimeout(() => server.closeAllConnections(), config.SHUTDOWN_GRACE_MS);
      await closed;
      clearTimeout(grace);
      await rateLimiter?.close();
    },
  };
}
