import type { DatabaseHandle } from "./database.js";
import { openPglite } from "./open-pglite.js";
import { openPostgres, type PostgresOptions } from "./open-postgres.js";

export interface OpenDatabaseOptions extends Partial<PostgresOptions> {
  /** For PGlite, used only when `url` is absent; in memory when this is absent too. */
  pgliteDataDir?: string;
}

/**
 * Opens real PostgreSQL when a URL is given, the embedded PGlite otherwise, and applies the
 * migrations either way.
 *
 * @example
 * const { db, close } = await openDatabase({ url: process.env.DATABASE_URL });
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.url) return openPostgres({ ...options, url: options.url });
  return openPglite(options.pgliteDataDir === undefined ? {} : { dataDir: options.pgliteDataDir });
}
