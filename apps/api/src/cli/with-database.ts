import type { DatabaseHandle } from "@reservation-api/db";
import { loadConfig } from "../config/env.js";
import { openConfiguredDatabase } from "../config/open-configured-database.js";

/** Opens the configured database (DATABASE_URL, else the embedded one) for one command, then closes it. */
export async function withDatabase<Result>(work: (database: DatabaseHandle) => Promise<Result>): Promise<Result> {
  const database = await openConfiguredDatabase(loadConfig());
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}
