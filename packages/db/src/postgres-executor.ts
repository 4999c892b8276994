import type postgres from "postgres";
import type { SqlExecutor } from "./database.js";

type QueryParameters = postgres.ParameterOrJSON<never>[];

/**
 * Raw SQL for the job queue library on one of our postgres.js pools. A statement with parameters
 * goes through the pool like our own queries, prepared (see preferPreparedStatements), so
 * PostgreSQL plans each of the queue's few statements once per connection rather than on every
 * call: planning its fetch and completion over the partitioned job table cost more than running
 * them. A text without parameters may hold several statements, its own BEGIN and COMMIT among
 * them, so it runs in the simple protocol on a connection reserved for it.
 */
export function postgresExecutor(client: postgres.Sql): SqlExecutor {
  return async (text, values = []) => {
    if (values.length > 0) {
      return { rows: await client.unsafe(text, values.map(asParameter) as QueryParameters) };
    }
    return { rows: await runScript(client, text) };
  };
}

/**
 * A value as node-postgres, which the queue library was written for, would send it. postgres.js
 * under Drizzle passes json and timestamp parameters through untouched, expecting text.
 */
function asParameter(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object" && !Array.isArray(value) && !Buffer.isBuffer(value)) return JSON.stringify(value);
  return value;
}

async function runScript(client: postgres.Sql, text: string): Promise<unknown[]> {
  const connection = await client.reserve();
  try {
    const results: unknown[] = await connection.unsafe(text).simple();
    // Several statements answer with one result each; the caller wants the last one's rows.
    const last = results.at(-1);
    if (!Array.isArray(last)) return results;
    const lastRows: unknown[] = last;
    return lastRows;
  } catch (error) {
    // A script that failed after its BEGIN leaves the connection in an aborted transaction.
    await connection.unsafe("rollback").catch(() => {});
    throw error;
  } finally {
    connection.release();
  }
}
