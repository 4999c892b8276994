import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";
import type { BookingSource, BookingStatus, OccasionType } from "@reservation-api/contract";

export interface BookingListFilter {
  merchantId: string;
  from: Date;
  to: Date;
  statuses: BookingStatus[] | undefined;
}

/** A bookings row under the API's field names, its instants already ISO 8601 strings. */
export type BookingListRow = {
  id: string;
  bookingRef: string;
  customerName: string;
  phone: string | null;
  email: string | null;
  partySize: number;
  bookingTimeUtc: string;
  status: BookingStatus;
  source: BookingSource;
  occasionType: OccasionType | null;
  occasionNote: string | null;
  specialNotes: string | null;
  createdAt: string;
};

export interface BookingPage {
  /** Up to `limit` rows in (bookingTime, id) order. */
  rows: BookingListRow[];
  /** Bookings matching the filter across all pages. */
  total: number;
}

/** ISO 8601 UTC with milliseconds, formatted by PostgreSQL so no driver's date parsing is involved. */
export const isoUtc = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The API's booking fields, in the API's order and names, read straight off a bookings row `b`. */
export const BOOKING_FIELDS = sql`b.id, b.booking_ref as "bookingRef", b.customer_name as "customerName", b.phone, b.email,
  b.party_size as "partySize", ${isoUtc(sql`b.booking_time`)} as "bookingTimeUtc", b.status, b.source,
  b.occasion_type as "occasionType", b.occasion_note as "occasionNote", b.special_notes as "specialNotes",
  ${isoUtc(sql`b.created_at`)} as "createdAt"`;

function filterOf(filter: BookingListFilter): SQL {
  const statuses = filter.statuses
    ? sql` and status in (${sql.join(
        filter.statuses.map((status) => sql`${status}`),
        sql`, `,
      )})`
    : sql``;
  return sql`merchant_id = ${filter.merchantId}::uuid and booking_time >= ${filter.from.toISOString()}::timestamptz
             and booking_time < ${filter.to.toISOString()}::timestamptz${statuses}`;
}

/**
 * One page, its total and the cursor's position in one statement: the total is an uncorrelated
 * subquery (evaluated once), and the cursor's (booking_time, id) is looked up inside the keyset
 * condition, so a deep page costs the same round trip as the first. Without rows there is no
 * total to read, and a cursor that is not this merchant's booking matches nothing: only then
 * does a second statement tell the two apart. Undefined means the cursor is not a booking of
 * this merchant.
 */
export async function findBookingPageWithTotal(
  db: Database,
  filter: BookingListFilter,
  cursor: string | undefined,
  limit: number,
): Promise<BookingPage | undefined> {
  const where = filterOf(filter);
  const after =
    cursor === undefined
      ? sql``
      : sql` and (b.booking_time, b.id) > (select booking_time, id from bookings where merchant_id = ${filter.merchantId}::uuid and id = ${cursor}::uuid)`;
  const rows = await queryRows<BookingListRow & { total: number }>(
    db,
    sql`select ${BOOKING_FIELDS}, (select count(*)::int from bookings where ${where}) as total
          from bookings b where ${where}${after}
         order by b.booking_time, b.id limit ${limit}`,
  );
  const [first] = rows;
  if (first !== undefined) return { rows, total: first.total };
  const [facts] = await queryRows<{ total: number; cursor_known: boolean }>(
    db,
    sql`select (select count(*)::int from bookings where ${where}) as total,
               ${cursor === undefined ? sql`true` : sql`exists (select 1 from bookings where merchant_id = ${filter.merchantId}::uuid and id = ${cursor}::uuid)`} as cursor_known`,
  );
  // A select of subqueries without FROM answers exactly one row.
  if (facts === undefined) throw new Error("The booking page facts query answered no row");
  return facts.cursor_known ? { rows: [], total: facts.total } : undefined;
}
