import { and, desc, eq, getTableColumns, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { requestLogEntries, type Database } from "@reservation-api/db";
import type { RequestLogPosition } from "../../domain/request-log/request-log-cursor.js";
import type { RequestLogRow } from "../../domain/request-log/stored-row.js";

const table = requestLogEntries;

export type RequestLogEntryRow = typeof requestLogEntries.$inferSelect;

// Every column the writer fills: all but the identity and the generated status class.
const writtenColumns = Object.entries(getTableColumns(table)).filter(([key]) => key !== "id" && key !== "statusClass");
const columnNames = sql.raw(writtenColumns.map(([, column]) => `"${column.name}"`).join(", "));
// The JSON records keep the rows' own property names; the select renames them to columns.
const recordShape = sql.raw(writtenColumns.map(([key, column]) => `"${key}" ${column.getSQLType()}`).join(", "));
const recordFields = sql.raw(writtenColumns.map(([key]) => `"${key}"`).join(", "));

/**
 * One INSERT for the whole batch, its rows sent as a single JSON parameter. Building a
 * 500-row VALUES list through the query builder cost more CPU than the requests being logged,
 * and so did re-keying each row to column names; one JSON.stringify of the rows as they are
 * costs a small fraction of it, and reads the same on PostgreSQL and PGlite.
 */
export async function insertRequestLogRows(db: Database, rows: RequestLogRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`insert into ${table} (${columnNames})
    select ${recordFields} from json_to_recordset(${JSON.stringify(rows)}::json) as r(${recordShape})`);
}

/**
 * Deletes up to `limit` rows received before `cutoff`, in a statement of its own so locks are
 * held only briefly. SKIP LOCKED lets several processes purge at once without waiting on each
 * other's rows. Returns how many were deleted.
 */
export async function deleteExpiredRequestLogBatch(db: Database, cutoff: Date, limit: number): Promise<number> {
  const expired = db
    .select({ id: table.id })
    .from(table)
    .where(lt(table.receivedAt, cutoff))
    .limit(limit)
    .for("update", { skipLocked: true });
  const deleted = await db.delete(table).where(inArray(table.id, expired)).returning({ id: table.id });
  return deleted.length;
}

export interface RequestLogFilter {
  merchantId: string;
  statusClass?: number | undefined;
  /** Any of these endpoints. */
  operations?: readonly string[] | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
  requestId?: string | undefined;
}

const summaryColumns = {
  id: table.id,
  receivedAt: table.receivedAt,
  method: table.method,
  path: table.path,
  operation: table.operation,
  status: table.status,
  errorCode: table.errorCode,
  durationMs: table.durationMs,
  requestId: table.requestId,
  keyPrefix: table.keyPrefix,
};

export type RequestLogSummaryRow = Pick<RequestLogEntryRow, keyof typeof summaryColumns>;

/*
 * The status class and the endpoints are written into the statement rather than sent as
 * parameters. A prepared statement soon runs on a generic plan, which guesses that any class or
 * endpoint is common and walks the merchant's whole time index for a rare pair (5xx on
 * updateBookingStatus took 80 ms at a million rows); with the values in view the planner picks
 * the index of the rarer filter. Both come from closed lists and are checked again here.
 */
function statusClassLiteral(statusClass: number): SQL {
  if (!Number.isInteger(statusClass) || statusClass < 1 || statusClass > 5) throw new Error(`Not a status class: ${statusClass}`);
  return sql.raw(String(statusClass));
}

function operationLiteral(operation: string): SQL {
  if (!/^[A-Za-z]+$/.test(operation)) throw new Error(`Not an operation name: ${operation}`);
  return sql.raw(`'${operation}'`);
}

/** Newest first, by (received_at, id), starting after `after`; one index range scan per filter shape. */
export async function findRequestLogPage(
  db: Database,
  filter: RequestLogFilter,
  after: RequestLogPosition | undefined,
  limit: number,
): Promise<RequestLogSummaryRow[]> {
  const conditions: SQL[] = [eq(table.merchantId, filter.merchantId)];
  if (filter.statusClass !== undefined) conditions.push(sql`${table.statusClass} = ${statusClassLiteral(filter.statusClass)}`);
  if (filter.operations !== undefined) {
    conditions.push(sql`${table.operation} in (${sql.join(filter.operations.map(operationLiteral), sql`, `)})`);
  }
  if (filter.requestId !== undefined) conditions.push(eq(table.requestId, filter.requestId));
  if (filter.from !== undefined) conditions.push(gte(table.receivedAt, filter.from));
  if (filter.to !== undefined) conditions.push(lt(table.receivedAt, filter.to));
  if (after !== undefined) {
    conditions.push(
      sql`(${table.receivedAt}, ${table.id}) < (${after.receivedAt.toISOString()}::timestamptz, ${after.id}::bigint)`,
    );
  }
  return db
    .select(summaryColumns)
    .from(table)
    .where(and(...conditions))
    .orderBy(desc(table.receivedAt), desc(table.id))
    .limit(limit);
}

/** One entry of this merchant; another merchant's entry is not found, like a missing one. */
export async function findRequestLogEntry(db: Database, merchantId: string, id: number): Promise<RequestLogEntryRow | undefined> {
  const [row] = await db
    .select()
    .from(table)
    .where(and(eq(table.merchantId, merchantId), eq(table.id, id)))
    .limit(1);
  return row;
}
