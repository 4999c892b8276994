import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";

/**
 * The most seats held at any moment by a merchant's pending and checked-in bookings, computed in
 * SQL straight from the table: occupancy only rises at a booking's start, so the peak is the
 * largest sum over "bookings running at some booking's start".
 */
export async function peakSeatsInDatabase(db: Database, merchantId: string, seatingMinutes: number): Promise<number> {
  const [row] = await queryRows<{ peak: number | null }>(
    db,
    sql`select max(held)::int as peak from (
          select (select sum(other.party_size) from bookings other
                   where other.merchant_id = b.merchant_id
                     and other.status in ('pending', 'checked-in')
                     and other.booking_time <= b.booking_time
                     and other.booking_time > b.booking_time - make_interval(mins => ${seatingMinutes})) as held
            from bookings b
           where b.merchant_id = ${merchantId} and b.status in ('pending', 'checked-in')
        ) as moments`,
  );
  return row?.peak ?? 0;
}

/** A restaurant-local date some days from the real today, for processes that use the real clock. */
export function localDateFromToday(days: number, timeZone = "Europe/London"): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}
