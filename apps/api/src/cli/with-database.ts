import type { DatabaseHandle } from "@reservation-api/db";
import type { ServiceDeps } from "@reservation-api/server";
import { loadConfig, type AppConfig } from "../config/env.js";
import { openConfiguredDatabase } from "../config/open-configured-database.js";

/** Opens the configured database (DATABASE_URL, else the embedded one) for one command, then closes it. */
export async function withDatabase<Result>(
  work: (database: DatabaseHandle, config: AppConfig) => Promise<Result>,
): Promise<Result> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    return await work(database, config);
  } finally {
    await database.close();
  }
}

/** The same services the API uses, on the configured database and the real clock. */
export function withServices<Result>(work: (deps: ServiceDeps, config: AppConfig) => Promise<Result>): Promise<Result> {
  return withDatabase((database, config) => work({ db: database.db, now: () => new Date() }, config));
}
