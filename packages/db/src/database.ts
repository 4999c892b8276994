import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.js";

/** The Drizzle handle the rest of the code uses; the same type whichever driver is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

/** A transaction handle; accepted wherever a `Database` is, so queries compose inside transactions. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

export type DatabaseDriver = "postgres" | "pglite";

/** Raw SQL with `$1` parameters; several statements in one string when there are none. */
export type SqlExecutor = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  close(): Promise<void>;
  /**
   * Raw SQL on this handle's connections, for the job queue library: it shares PGlite's single
   * connection, and on PostgreSQL it uses the pool (with prepared statements) instead of a pool
   * of its own.
   */
  executeSql: SqlExecutor;
}
