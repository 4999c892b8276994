import type postgres from "postgres";

export interface QueryPlans {
  seatsOnDay: string[];
  listPage: string[];
}

/**
 * EXPLAIN ANALYZE of the two queries that carry availability and listing, written as the server
 * sends them: the plan must be an index scan on (merchant_id, booking_time, id) whatever the
 * table size.
 */
export async function explainHotQueries(sql: postgres.Sql, merchantId: string, date: string): Promise<QueryPlans> {
  const dayStart = sql`(${date}::date + time '00:00') at time zone 'Europe/London'`;
  const dayEnd = sql`(${date}::date + 1 + time '00:00') at time zone 'Europe/London'`;
  const seatsOnDay = await sql`
    explain (analyze, buffers, costs off, timing off, summary on)
    select booking_time, party_size from bookings
     where merchant_id = ${merchantId} and booking_time >= ${dayStart} and booking_time < ${dayEnd}
       and status in ('pending', 'checked-in')`;
  const listPage = await sql`
    explain (analyze, buffers, costs off, timing off, summary on)
    select * from bookings
     where merchant_id = ${merchantId} and booking_time >= ${dayStart} and booking_time < ${dayEnd} + interval '30 days'
     order by booking_time, id limit 51`;
  const lines = (rows: postgres.RowList<postgres.Row[]>) => rows.map((row) => String(row["QUERY PLAN"]));
  return { seatsOnDay: lines(seatsOnDay), listPage: lines(listPage) };
}
