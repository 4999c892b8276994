import type postgres from "postgres";
import { median } from "../shared/statistics.js";

export interface QueryTiming {
  name: string;
  /** Median of EXPLAIN ANALYZE execution + planning time, ms. */
  serverMs: number;
  rows: number;
  plan: string[];
}

/** EXPLAIN ANALYZE of the request-log pages as the service sends them, median of `runs`. */
export async function timeRequestLogQueries(sql: postgres.Sql, merchantId: string, runs = 5): Promise<QueryTiming[]> {
  const [oldest] = await sql<
    { received_at: Date; id: string }[]
  >`select received_at, id from request_log_entries where merchant_id = ${merchantId}
                               order by received_at desc, id desc offset 5000 limit 1`;
  const cases: Array<[string, postgres.PendingQuery<postgres.Row[]>]> = [
    ["first page", page(sql, merchantId, sql``)],
    [
      "page 101 (cursor 5,000 rows in)",
      oldest === undefined
        ? page(sql, merchantId, sql`and false`)
        : page(sql, merchantId, sql`and (received_at, id) < (${oldest.received_at}, ${oldest.id})`),
    ],
    ["status class 4xx", page(sql, merchantId, sql`and status_class = 4`)],
    ["status class 5xx (1%)", page(sql, merchantId, sql`and status_class = 5`)],
    ["endpoint updateBookingStatus (2%)", page(sql, merchantId, sql`and operation = 'updateBookingStatus'`)],
    ["4xx on createBooking", page(sql, merchantId, sql`and status_class = 4 and operation = 'createBooking'`)],
    ["last 24 hours, 5xx", page(sql, merchantId, sql`and status_class = 5 and received_at >= now() - interval '1 day'`)],
    ["request id search", page(sql, merchantId, sql`and request_id = 'req-777777'`)],
    ["method PATCH (served as its endpoint)", page(sql, merchantId, sql`and operation = 'updateBookingStatus'`)],
    [
      "4xx, method POST, last 7 days",
      page(
        sql,
        merchantId,
        sql`and status_class = 4 and operation = 'createBooking' and received_at >= now() - interval '7 days'`,
      ),
    ],
  ];
  const timings: QueryTiming[] = [];
  for (const [name, query] of cases) {
    const samples: number[] = [];
    let plan: string[] = [];
    let rows = 0;
    for (let run = 0; run < runs; run++) {
      const result = await sql`explain (analyze, buffers, format text) ${query}`;
      plan = result.map((row) => String(row["QUERY PLAN"]));
      samples.push(planMs(plan, "Planning Time") + planMs(plan, "Execution Time"));
      rows = Number(/actual time=[\d.]+\.\.[\d.]+ rows=(\d+)/.exec(plan[0] ?? "")?.[1] ?? 0);
    }
    timings.push({ name, serverMs: median(samples), rows, plan });
  }
  return timings;
}

function page(sql: postgres.Sql, merchantId: string, filter: postgres.PendingQuery<postgres.Row[]>) {
  return sql`select id, received_at, method, path, operation, status, status_class, error_code, duration_ms, request_id, key_prefix
               from request_log_entries where merchant_id = ${merchantId} ${filter}
              order by received_at desc, id desc limit 51`;
}

function planMs(plan: string[], label: string): number {
  const line = plan.find((text) => text.startsWith(label));
  return Number(/([\d.]+) ms/.exec(line ?? "")?.[1] ?? 0);
}
