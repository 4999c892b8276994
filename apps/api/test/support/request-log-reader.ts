import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";
import { listRequestLog } from "@reservation-api/server";
import type { RequestLogQuery, RequestLogSummary } from "@reservation-api/contract";

/**
 * Reads a merchant's request log through the service once at least `count` entries match: the
 * writer flushes on a one-second timer, so entries appear shortly after their answers.
 */
export async function waitForRequestLog(
  db: Database,
  merchantId: string,
  count: number,
  query: RequestLogQuery = {},
  timeoutMs = 8_000,
): Promise<RequestLogSummary[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const page = await listRequestLog({ db }, merchantId, { limit: 100, ...query });
    if (page.entries.length >= count) return page.entries;
    if (Date.now() > deadline) throw new Error(`Expected ${count} request-log entries, found ${page.entries.length}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Every request-log row as JSON text, to search for what must never be stored. */
export async function requestLogTableText(db: Database): Promise<string> {
  const rows = await queryRows<{ row: string }>(db, sql`select row_to_json(r)::text as row from request_log_entries r`);
  return rows.map((row) => row.row).join("\n");
}

export async function countRequestLogRows(db: Database, merchantId?: string): Promise<number> {
  const where = merchantId === undefined ? sql`` : sql`where merchant_id = ${merchantId}`;
  const [row] = await queryRows<{ total: number }>(db, sql`select count(*)::int as total from request_log_entries ${where}`);
  return row?.total ?? 0;
}
