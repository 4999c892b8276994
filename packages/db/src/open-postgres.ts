import postgres from "postgres";
import { drizzle } from "drizzle-orm/postgres-js";
import { migrate } from "drizzle-orm/postgres-js/migrator";
import * as schema from "./schema/index.js";
import type { DatabaseHandle } from "./database.js";
import { MIGRATIONS_FOLDER } from "./migrations-folder.js";
import { postgresExecutor } from "./postgres-executor.js";
import { preferPreparedStatements } from "./prepared-statements.js";

export interface PostgresOptions {
  url: string;
  /** Connections this process may hold. */
  poolSize?: number;
  /** Server-side cap on any one statement, so a stuck query cannot pin a connection forever. */
  statementTimeoutMs?: number;
  /** How long to wait for a free connection or a TCP connect before failing the request. */
  connectTimeoutSeconds?: number;
  /** False for a second pool of a process that has migrated already. */
  migrate?: boolean;
  /**
   * Plan every execution of a prepared statement for its parameters and the tables' size now,
   * instead of settling on a generic plan after five runs. A generic plan made while a table was
   * small (any new database) kept scanning all of it once it had grown, until the next ANALYZE.
   */
  planEveryQuery?: boolean;
}

/** Any number for the lock works as long as every process uses the same one. */
const MIGRATION_LOCK_ID = 727_001;

/**
 * Several API processes may start at once against one database; the advisory lock lets exactly
 * one of them migrate while the others wait, instead of racing on CREATE TABLE.
 */
export async function migratePostgres(url: string): Promise<void> {
  const client = postgres(url, { max: 1, onnotice: () => {} });
  try {
    await client`select pg_advisory_lock(${MIGRATION_LOCK_ID})`;
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_FOLDER });
    await client`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`;
  } finally {
    await client.end();
  }
}

export async function openPostgres(options: PostgresOptions): Promise<DatabaseHandle> {
  if (options.migrate !== false) await migratePostgres(options.url);
  const client = preferPreparedStatements(
    postgres(options.url, {
      max: options.poolSize ?? 10,
      connect_timeout: options.connectTimeoutSeconds ?? 10,
      onnotice: () => {},
      connection: {
        ...(options.statementTimeoutMs === undefined ? {} : { statement_timeout: options.statementTimeoutMs }),
        ...(options.planEveryQuery ? { plan_cache_mode: "force_custom_plan" } : {}),
      },
    }),
  );
  return {
    db: drizzle(client, { schema }),
    driver: "postgres",
    close: () => client.end({ timeout: 5 }),
    executeSql: postgresExecutor(client),
  };
}
