import { sql, type SQL } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";
import type { SeatHolding } from "../domain/seat-capacity.js";

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
  monthStart: Date;
  duplicateWindowStart: Date;
  /** Seats held by bookings starting in [holdingsFrom, holdingsTo). */
  holdingsFrom: Date;
  holdingsTo: Date;
}

/**
 * What the create checks need to know about other bookings, in one round trip: bookings created
 * since the month began (the cap), whether the same guest booked the same time and party size
 * recently (the duplicate guard), and the seats held around the requested time (capacity).
 * Run it only once the merchant lock is held, as its own statement: a statement reads the rows
 * committed when it starts, so it must start after the lock is granted.
 */
export async function readBookingConstraintFacts(tx: Database, candidate: BookingCandidate): Promise<BookingConstraintFacts> {
  const timestamp = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const merchant = sql`merchant_id = ${candidate.merchantId}::uuid`;
  const [row] = await queryRows<{ created_this_month: number; duplicate: boolean; holdings: { startsAtMs: number; partySize: number }[] }>(
    tx,
    sql`select
          (select count(*)::int from bookings where ${merchant} and created_at >= ${timestamp(candidate.monthStart)}) as created_this_month,
          exists (select 1 from bookings
                   where ${merchant} and booking_time = ${timestamp(candidate.bookingTime)} and party_size = ${candidate.partySize}
                     and created_at >= ${timestamp(candidate.duplicateWindowStart)} and (${sameGuest(candidate)})) as duplicate,
          coalesce((select json_agg(json_build_object('startsAtMs', extract(epoch from booking_time) * 1000, 'partySize', party_size))
                      from bookings
                     where ${merchant} and booking_time >= ${timestamp(candidate.holdingsFrom)}
                       and booking_time < ${timestamp(candidate.holdingsTo)} and status in ('pending', 'checked-in')),
                   '[]'::json) as holdings`,
  );
  return {
    createdThisMonth: row!.created_this_month,
    duplicate: row!.duplicate,
    holdings: row!.holdings.map((holding) => ({ startsAt: new Date(Number(holding.startsAtMs)), partySize: holding.partySize })),
  };
}

/** The same guest: same email (case-insensitive) or same phone digits. */
function sameGuest(candidate: BookingCandidate): SQL {
  const matches: SQL[] = [];
  if (candidate.normalizedEmail !== undefined) matches.push(sql`lower(email) = ${candidate.normalizedEmail}`);
  if (candidate.phoneDigits !== undefined) matches.push(sql`regexp_replace(phone, '[^0-9]', '', 'g') = ${candidate.phoneDigits}`);
  return matches.length === 0 ? sql`false` : sql.join(matches, sql` or `);
}
