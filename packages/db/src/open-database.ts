import type { DatabaseHandle } from "./database.js";
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
  // Loaded only when needed: PGlite is a large module that a PostgreSQL process never uses.
  const { openPglite } = await import("./open-pglite.js");
  return openPglite(options.pgliteDataDir === undefined ? {} : { dataDir: options.pgliteDataDir });
}
