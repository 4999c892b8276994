import type { SQL } from "drizzle-orm";
import type { Database } from "./database.js";

/**
 * Runs raw SQL and returns its rows. postgres.js answers with an array, PGlite with `{ rows }`;
 * this hides the difference for the few statements the query builder cannot express.
 */
export async function queryRows<Row extends Record<string, unknown>>(db: Database, query: SQL): Promise<Row[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as Row[];
  return (result as { rows: Row[] }).rows;
}
