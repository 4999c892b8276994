import type { Database } from "@reservation-api/db";
import { createTestDatabase, type TestDatabase } from "@reservation-api/db/testing";
import { loadConfig } from "../../src/config/env.js";
import { createLogger } from "../../src/logger.js";
import { startApi, type RunningApi } from "../../src/start-api.js";
import { callApi, type ApiRequest, type ApiResponse } from "./http.js";
import { seedMerchant, type TestMerchant } from "./merchant-fixtures.js";
import { createTestClock, type TestClock } from "./test-clock.js";

export interface TestApi {
  url: string;
  db: Database;
  /** Connection string of the private database; undefined on PGlite. */
  databaseUrl: string | undefined;
  clock: TestClock;
  seedMerchant: (options?: Parameters<typeof seedMerchant>[1]) => Promise<TestMerchant>;
  call: <Body = any>(path: string, request?: ApiRequest) => Promise<ApiResponse<Body>>;
  close(): Promise<void>;
}

/**
 * A real API server on an ephemeral port over a private, freshly migrated database (PostgreSQL
 * when DATABASE_URL is set, PGlite otherwise), with a clock the test controls.
 */
export async function startTestApi(options: { now?: string; env?: Record<string, string> } = {}): Promise<TestApi> {
  const database: TestDatabase = await createTestDatabase();
  const clock = createTestClock(options.now ?? "2026-06-01T09:00:00.000Z");
  // A budget no ordinary test reaches; the rate-limit tests pass their own.
  const config = loadConfig({ PORT: "0", HOST: "127.0.0.1", LOG_LEVEL: "silent", RATE_LIMIT_BURST: "1000000", ...options.env });
  let api: RunningApi;
  try {
    api = await startApi({ config, database: database.handle, logger: createLogger("silent"), now: clock.now });
  } catch (error) {
    await database.dispose();
    throw error;
  }
  return {
    url: api.url,
    db: database.handle.db,
    databaseUrl: database.url,
    clock,
    seedMerchant: (seedOptions) => seedMerchant(database.handle.db, seedOptions),
    call: (path, request) => callApi(api.url, path, request),
    async close() {
      await api.close();
      await database.dispose();
    },
  };
}
