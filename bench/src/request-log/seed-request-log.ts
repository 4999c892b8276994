import type postgres from "postgres";

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
