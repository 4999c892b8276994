import type { Database, SqlExecutor } from "@reservation-api/db";
import type { DashboardSettings, ServiceDeps } from "@reservation-api/server";
import { dashboardSettingsFrom } from "../../src/config/dashboard-settings.js";
import {
  type ApiRequest,
  type ApiResponse,
  callApi,
  createTestClock,
  createTestDatabase,
  type TestClock,
  type TestDatabase,
} from "@reservation-api/test-support";
import { loadConfig } from "../../src/config/env.js";
import { createLogger } from "../../src/logger.js";
import { startApi, type RunningApi } from "../../src/start-api.js";
import { seedMerchant, type TestMerchant } from "./merchant-fixtures.js";

export interface TestApi {
  url: string;
  db: Database;
  /** The services' dependencies, on this database and the test clock. */
  deps: ServiceDeps;
  /** Connection string of the private database; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Raw SQL on the same connections as `db`, for a job queue. */
  queueSql: SqlExecutor;
  clock: TestClock;
  /** The dashboard policy the server runs with (from the same configuration). */
  dashboardSettings: DashboardSettings;
  /** Every log line the server wrote, when started with `captureLogs`. */
  logs: string[];
  seedMerchant: (options?: Parameters<typeof seedMerchant>[1]) => Promise<TestMerchant>;
  call: <Body = unknown>(path: string, request?: ApiRequest) => Promise<ApiResponse<Body>>;
  /** The running server's observer hook (RunningApi.subscribe). */
  subscribe: RunningApi["subscribe"];
  close(): Promise<void>;
}

/**
 * A real API server on an ephemeral port over a private, freshly migrated database (PostgreSQL
 * when DATABASE_URL is set, PGlite otherwise), with a clock the test controls.
 */
export async function startTestApi(
  options: { now?: string; env?: Record<string, string>; captureLogs?: boolean } = {},
): Promise<TestApi> {
  const database: TestDatabase = await createTestDatabase();
  const clock = createTestClock(options.now ?? "2026-06-01T09:00:00.000Z");
  // A budget no ordinary test reaches; the rate-limit tests pass their own. Webhook delivery is
  // off unless a test switches it on; its queue then connects to this test's database.
  const config = loadConfig({
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    RATE_LIMIT_BURST: "1000000",
    WEBHOOK_DELIVERY_IN_API: "false",
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  });
  const logs: string[] = [];
  // The server's own logger, so a test sees the lines as production would write them.
  const logger = options.captureLogs
    ? createLogger("trace", { write: (line: string) => void logs.push(line) })
    : createLogger("silent");
  let api: RunningApi;
  try {
    api = await startApi({ config, database: database.handle, logger, now: clock.now });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return {
    url: api.url,
    db: database.handle.db,
    deps: { db: database.handle.db, now: clock.now },
    databaseUrl: database.url,
    queueSql: database.handle.executeSql,
    clock,
    dashboardSettings: dashboardSettingsFrom(config),
    logs,
    seedMerchant: (seedOptions) => seedMerchant(database.handle.db, seedOptions),
    call: (path, request) => callApi(api.url, path, request),
    subscribe: (listener) => api.subscribe(listener),
    async close() {
      await api.close();
      await database.dispose();
    },
  };
}
