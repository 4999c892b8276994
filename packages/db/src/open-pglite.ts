import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import * as schema from "./schema/index.js";
import type { DatabaseHandle, SqlExecutor } from "./database.js";
import { MIGRATIONS_FOLDER } from "./migrations-folder.js";

export interface PgliteOptions {
  /** A folder to keep the data in; in memory when absent. */
  dataDir?: string;
}

/** Opens (and migrates) an embedded PostgreSQL; one connection, so transactions run one at a time. */
export async function openPglite(options: PgliteOptions = {}): Promise<DatabaseHandle> {
  const client = options.dataDir === undefined ? new PGlite() : new PGlite(options.dataDir);
  return wrapPglite(client, true);
}

/** Wraps an existing PGlite instance, e.g. a clone of a migrated template. */
export async function wrapPglite(client: PGlite, runMigrations: boolean): Promise<DatabaseHandle> {
  const db = drizzle(client, { schema });
  if (runMigrations) await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return { db, driver: "pglite", close: () => client.close(), executeSql: pgliteExecutor(client) };
}

function pgliteExecutor(client: PGlite): SqlExecutor {
  return async (text, values) => {
    if (values !== undefined && values.length > 0) return client.query(text, values);
    const results = await client.exec(text);
    return { rows: results.at(-1)?.rows ?? [] };
  };
}
