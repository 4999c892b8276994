import { sql, type SQL } from "drizzle-orm";
import type { Database, SqlExecutor } from "./database.js";
import { queryRows } from "./query-rows.js";

const PLACEHOLDER = /\$(\d+)/g;

/**
 * Raw `$1`-style SQL run through a Drizzle handle, a transaction's included: for a library
 * (the job queue) whose statements must join one of our transactions. Each placeholder becomes
 * a bound parameter; none is ever spliced into the text.
 */
export function sqlExecutorFor(db: Database): SqlExecutor {
  return async (text, values = []) => ({ rows: await queryRows(db, withParameters(text, values)) });
}

function withParameters(text: string, values: unknown[]): SQL {
  const chunks: SQL[] = [];
  let copied = 0;
  for (const placeholder of text.matchAll(PLACEHOLDER)) {
    chunks.push(sql.raw(text.slice(copied, placeholder.index)));
    chunks.push(sql`${values[Number(placeholder[1]) - 1] ?? null}`);
    copied = placeholder.index + placeholder[0].length;
  }
  chunks.push(sql.raw(text.slice(copied)));
  return sql.join(chunks);
}
