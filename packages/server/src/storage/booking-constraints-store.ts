import { and, eq, gte, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { bookings, queryRows, type Database } from "@reservation-api/db";
import { SEAT_HOLDING_STATUSES, type SeatHolding } from "../domain/seat-capacity.js";

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
  const ofMerchant = eq(bookings.merchantId, candidate.merchantId);
  const createdThisMonth = and(ofMerchant, gte(bookings.createdAt, candidate.monthStart));
  const sameGuestRecently = and(
    ofMerchant,
    eq(bookings.bookingTime, candidate.bookingTime),
    eq(bookings.partySize, candidate.partySize),
    gte(bookings.createdAt, candidate.duplicateWindowStart),
    sameGuest(candidate),
  );
  const holdingSeats = and(
    ofMerchant,
    gte(bookings.bookingTime, candidate.holdingsFrom),
    lt(bookings.bookingTime, candidate.holdingsTo),
    inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
  );
  const [row] = await queryRows<{ created_this_month: number; duplicate: boolean; holdings: { startsAtMs: number; partySize: number }[] }>(
    tx,
    sql`select
          (select count(*)::int from ${bookings} where ${createdThisMonth}) as created_this_month,
          exists (select 1 from ${bookings} where ${sameGuestRecently}) as duplicate,
          coalesce((select json_agg(json_build_object('startsAtMs', extract(epoch from ${bookings.bookingTime}) * 1000,
                                                      'partySize', ${bookings.partySize}))
                      from ${bookings} where ${holdingSeats}),
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
  if (candidate.normalizedEmail !== undefined) matches.push(sql`lower(${bookings.email}) = ${candidate.normalizedEmail}`);
  if (candidate.phoneDigits !== undefined) {
    matches.push(sql`regexp_replace(${bookings.phone}, '[^0-9]', '', 'g') = ${candidate.phoneDigits}`);
  }
  return or(...matches) ?? sql`false`;
}
