import { mkdirSync } from "node:fs";
import { openDatabase, type DatabaseHandle } from "@reservation-api/db";
import type { AppConfig } from "./env.js";

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite data folder. */
export async function openConfiguredDatabase(config: AppConfig): Promise<DatabaseHandle> {
  if (config.DATABASE_URL) {
    return openDatabase({
      url: config.DATABASE_URL,
      poolSize: config.DB_POOL_SIZE,
      statementTimeoutMs: config.DB_STATEMENT_TIMEOUT_MS,
    });
  }
  mkdirSync(config.PGLITE_DATA_DIR, { recursive: true });
  return openDatabase({ pgliteDataDir: config.PGLITE_DATA_DIR });
}
