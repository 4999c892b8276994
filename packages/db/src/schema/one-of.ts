import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

/**
 * A check-constraint condition that the column holds one of `values`, written from the same
 * list the column's type comes from, so the database and the contract cannot disagree. The
 * values are inlined (DDL takes no parameters); they are the contract's own constants.
 */
export function isOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const literals = values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`));
  return sql`${column} in (${sql.join(literals, sql`, `)})`;
}
