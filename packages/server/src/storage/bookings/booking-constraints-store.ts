import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";
import { SEAT_HOLDING_STATUSES, type SeatHolding } from "../../domain/bookings/seat-capacity.js";
import type { BookingSeatHolding } from "../../domain/bookings/seat-check.js";

export interface BookingConstraintFacts {
  createdThisMonth: number;
  duplicate: boolean;
  holdings: SeatHolding[];
}

export interface BookingCandidate {
  merchantId: string;
  bookingTime: Date;
  partySize: number;
  normalizedEmail: string | undefined;
  phoneDigits: string | undefined;
  /** The restaurant-local month the create falls in, as its first day. */
  localMonth: string;
  duplicateWindowStart: Date;
  /** Seats held by bookings starting in [holdingsFrom, holdingsTo). */
  holdingsFrom: Date;
  holdingsTo: Date;
}

/**
 * What the create checks need to know about other bookings, in one round trip: bookings created
 * in this restaurant-local month (the cap, kept counted by the database), whether the same guest booked the same time and party size
 * recently (the duplicate guard), and the seats held around the requested time (capacity).
 * Run it only once the merchant lock is held, as its own statement: a statement reads the rows
 * committed when it starts, so it must start after the lock is granted.
 */
export async function readBookingConstraintFacts(tx: Database, candidate: BookingCandidate): Promise<BookingConstraintFacts> {
  // Plain parameters rather than composed column helpers: this runs on every create, and building
  // the composed form cost more CPU than PostgreSQL spends answering it.
  const merchantId = sql`${candidate.merchantId}::uuid`;
  const [row] = await queryRows<{
    created_this_month: number;
    duplicate: boolean;
    holdings: { startsAtMs: number; partySize: number }[];
  }>(
    tx,
    sql`select
          coalesce((select bookings from bookings_created_per_month
                     where merchant_id = ${merchantId} and month = ${candidate.localMonth}::date), 0) as created_this_month,
          exists (select 1 from bookings where ${sameGuestRecently(candidate)}) as duplicate,
          coalesce((select json_agg(json_build_object('startsAtMs', extract(epoch from booking_time) * 1000, 'partySize', party_size))
                      from bookings
                     where merchant_id = ${merchantId} and booking_time >= ${iso(candidate.holdingsFrom)}
                       and booking_time < ${iso(candidate.holdingsTo)} and status in (${SEAT_HOLDING_STATUS_LIST})),
                   '[]'::json) as holdings`,
  );
  // A select of subqueries without FROM answers exactly one row.
  if (row === undefined) throw new Error("The booking constraints query answered no row");
  return {
    createdThisMonth: row.created_this_month,
    duplicate: row.duplicate,
    holdings: row.holdings.map((holding) => ({ startsAt: new Date(Number(holding.startsAtMs)), partySize: holding.partySize })),
  };
}

/**
 * Seats held by the merchant's bookings starting in [from, to), each with its booking's id (so a
 * change can leave its own seats out). For a check under the merchant lock, and for alternatives.
 */
export async function readSeatHoldings(
  db: Database,
  range: { merchantId: string; from: Date; to: Date },
): Promise<BookingSeatHolding[]> {
  const rows = await queryRows<{ booking_id: string; starts_at_ms: number; party_size: number }>(
    db,
    sql`select id as booking_id, (extract(epoch from booking_time) * 1000)::float8 as starts_at_ms, party_size
          from bookings
         where merchant_id = ${range.merchantId}::uuid and booking_time >= ${iso(range.from)}
           and booking_time < ${iso(range.to)} and status in (${SEAT_HOLDING_STATUS_LIST})`,
  );
  return rows.map((row) => ({
    bookingId: row.booking_id,
    startsAt: new Date(Number(row.starts_at_ms)),
    partySize: row.party_size,
  }));
}

const SEAT_HOLDING_STATUS_LIST = sql.join(
  SEAT_HOLDING_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

const iso = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;

/** The earlier booking the duplicate guard found; read only once a create is refused for it. */
export async function findDuplicateBooking(
  tx: Database,
  candidate: BookingCandidate,
): Promise<{ id: string; bookingRef: string } | undefined> {
  const [row] = await queryRows<{ id: string; booking_ref: string }>(
    tx,
    sql`select id, booking_ref from bookings where ${sameGuestRecently(candidate)} order by created_at desc limit 1`,
  );
  return row && { id: row.id, bookingRef: row.booking_ref };
}

/** A booking by the same guest for the same time and party size, made within the duplicate window. */
function sameGuestRecently(candidate: BookingCandidate): SQL {
  return sql`merchant_id = ${candidate.merchantId}::uuid and booking_time = ${iso(candidate.bookingTime)}
             and party_size = ${candidate.partySize} and created_at >= ${iso(candidate.duplicateWindowStart)}
             and (${sameGuest(candidate)})`;
}

/** The same guest: same email (case-insensitive) or same phone digits. */
function sameGuest(candidate: BookingCandidate): SQL {
  const matches: SQL[] = [];
  if (candidate.normalizedEmail !== undefined) matches.push(sql`lower(email) = ${candidate.normalizedEmail}`);
  if (candidate.phoneDigits !== undefined) matches.push(sql`regexp_replace(phone, '[^0-9]', '', 'g') = ${candidate.phoneDigits}`);
  return matches.length === 0 ? sql`false` : sql.join(matches, sql` or `);
}
