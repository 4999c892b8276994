import type postgres from "postgres";

export interface QueryTiming {
  name: string;
  /** Median of EXPLAIN ANALYZE execution + planning time, ms. */
  serverMs: number;
  rows: number;
  plan: string[];
}

/**
 * `rows` request-log entries for one merchant over the last 30 days, generated inside PostgreSQL:
 * 70% availability, 20% list, 8% create, 2% status updates; 93% 2xx, 6% 4xx, 1% 5xx.
 */
export async function seedRequestLog(sql: postgres.Sql, merchantId: string, rows: number): Promise<void> {
  await sql`
    insert into request_log_entries (merchant_id, received_at, method, path, query, operation, status, error_code,
      duration_ms, request_id, key_prefix, idempotency_key, replayed, client_address, user_agent,
      request_headers, response_headers, request_body, response_body)
    select ${merchantId}::uuid,
           now() - (g.i::float / ${rows}) * interval '30 days',
           case when op < 0.9 then 'GET' when op < 0.98 then 'POST' else 'PATCH' end,
           case when op < 0.7 then '/api/external/v1/availability' when op < 0.98 then '/api/external/v1/bookings'
                else '/api/external/v1/bookings/ABCD2345/status' end,
           case when op < 0.9 then 'date=2026-06-02&partySize=2' end,
           case when op < 0.7 then 'getAvailability' when op < 0.9 then 'listBookings' when op < 0.98 then 'createBooking'
                else 'updateBookingStatus' end,
           case when st < 0.93 then (case when op >= 0.9 and op < 0.98 then 201 else 200 end) when st < 0.99 then 400 else 503 end,
           case when st < 0.93 then null when st < 0.99 then 'VALIDATION_ERROR' else 'SERVICE_UNAVAILABLE' end,
           (random() * 40)::int, 'req-' || g.i, 'rsv_live_abcdef', null, false, '10.0.0.1', 'bench/1.0',
           '{"content-type":"application/json"}'::jsonb, '{}'::jsonb,
           case when op >= 0.9 then repeat('{"customerName":"Ann"}', 8) end,
           repeat('{"availableSlots":["17:00"]}', 12)
      from (select i, random() as op, random() as st from generate_series(1, ${rows}) as i) as g`;
}

/** EXPLAIN ANALYZE of the request-log pages as the service sends them, median of `runs`. */
export async function timeRequestLogQueries(sql: postgres.Sql, merchantId: string, runs = 5): Promise<QueryTiming[]> {
  const [oldest] = await sql`select received_at, id from request_log_entries where merchant_id = ${merchantId}
                               order by received_at desc, id desc offset 5000 limit 1`;
  const cases: Array<[string, postgres.PendingQuery<postgres.Row[]>]> = [
    ["first page", page(sql, merchantId, sql``)],
    [
      "page 101 (cursor 5,000 rows in)",
      page(sql, merchantId, sql`and (received_at, id) < (${oldest!.received_at}, ${oldest!.id})`),
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}
