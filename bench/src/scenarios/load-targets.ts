import type postgres from "postgres";
import type { SeededMerchant } from "../shared/seed-platform.js";
import { dateFromToday, type LoadTargets } from "../shared/targets-files.js";

export const HOT_CAPACITY = 40;
export const HOT_SLOT = { date: dateFromToday(7), time: "19:00" };

/** How many pending bookings the `modify` scenario moves and resizes, each again and again. */
const MODIFIED_BOOKINGS = 20_000;

/**
 * What the wrk script picks from: merchants, date ranges, a deep cursor, the hot slot, a sample of
 * bookings for status updates, and a disjoint sample of pending ones, at least two days ahead, for
 * changes (a status update could otherwise cancel them, and a change refuses all but pending).
 */
export async function loadTargets(
  sql: postgres.Sql,
  merchants: SeededMerchant[],
  busy: SeededMerchant,
  hot: SeededMerchant,
): Promise<LoadTargets> {
  const byId = new Map(merchants.map((merchant) => [merchant.merchantId, merchant]));
  const sample = await sql<{ merchantId: string; id: string }[]>`
    select merchant_id as "merchantId", id from bookings tablesample system (5) where merchant_id = any(${[...byId.keys()]}::uuid[]) limit 20000`;
  const statusUpdated = new Set(sample.map((row) => row.id));
  const pendingRows = await sql<{ merchantId: string; id: string }[]>`
    select merchant_id as "merchantId", id from bookings
     where merchant_id = any(${[...byId.keys()]}::uuid[]) and status = 'pending' and booking_time > now() + interval '2 days'
       -- Seeding also puts bookings at 21:30 and 21:45, which are no slot (a seating ends by 23:00):
       -- resizing one would be refused as RESTAURANT_UNAVAILABLE, as create refuses that time.
       and (booking_time at time zone 'Europe/London')::time <= time '21:15'
     order by random() limit ${MODIFIED_BOOKINGS + sample.length}`;
  const pending = pendingRows.filter((row) => !statusUpdated.has(row.id)).slice(0, MODIFIED_BOOKINGS);
  const rangeStart = dateFromToday(30);
  const rangeEnd = dateFromToday(59);
  const [deep] = await sql<{ id: string }[]>`
    select id from bookings
     where merchant_id = ${busy.merchantId}
       and booking_time >= (${rangeStart}::date + time '00:00') at time zone 'Europe/London'
       and booking_time < (${rangeEnd}::date + 1 + time '00:00') at time zone 'Europe/London'
     order by booking_time, id offset 999 limit 1`;
  return {
    merchants,
    busy: { ...busy, rangeStart, rangeEnd, deepCursor: deep?.id ?? crypto.randomUUID() },
    hot: { ...hot, ...HOT_SLOT },
    dateRanges: Array.from({ length: 180 }, (_, index) => [dateFromToday(index + 1), dateFromToday(index + 31)]),
    bookings: withMerchants(sample, byId),
    pendingBookings: withMerchants(pending, byId),
  };
}

function withMerchants(rows: { merchantId: string; id: string }[], byId: Map<string, SeededMerchant>) {
  return rows.flatMap((row) => {
    const merchant = byId.get(row.merchantId);
    return merchant === undefined ? [] : [{ merchant, bookingId: row.id }];
  });
}

const hotSlotInstant = (sql: postgres.Sql) => sql`(${HOT_SLOT.date}::date + ${HOT_SLOT.time}::time) at time zone 'Europe/London'`;

export async function freeHotSlot(sql: postgres.Sql, merchantId: string): Promise<void> {
  await sql`update bookings set status = 'cancelled' where merchant_id = ${merchantId} and status = 'pending'`;
}

/** Seats held at the hot slot, read straight from the table: never above capacity. */
export async function seatsHeldAtHotSlot(sql: postgres.Sql, merchantId: string): Promise<number> {
  const [row] = await sql<{ seats: number }[]>`
    select coalesce(sum(party_size), 0)::int as seats from bookings
     where merchant_id = ${merchantId} and booking_time = ${hotSlotInstant(sql)} and status in ('pending', 'checked-in')`;
  return row?.seats ?? 0;
}
