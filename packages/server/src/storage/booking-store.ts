import { and, asc, count, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import { bookings, type Database } from "@reservation-api/db";
import type { BookingStatus } from "@reservation-api/contract";
import { SEAT_HOLDING_STATUSES, type SeatHolding } from "../domain/seat-capacity.js";
import { preparedPerDatabase } from "./prepared-per-database.js";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** Inserts unless the bookingRef is taken; undefined then, so the caller can draw another ref. */
export async function insertBookingUnlessRefTaken(tx: Database, row: NewBookingRow): Promise<BookingRow | undefined> {
  const [inserted] = await tx.insert(bookings).values(row).onConflictDoNothing({ target: bookings.bookingRef }).returning();
  return inserted;
}

export async function findBookingById(db: Database, merchantId: string, id: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.merchantId, merchantId), eq(bookings.id, id)))
    .limit(1);
  return row;
}

export async function findBookingByRef(db: Database, merchantId: string, ref: string): Promise<BookingRow | undefined> {
  const [row] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.merchantId, merchantId), eq(bookings.bookingRef, ref)))
    .limit(1);
  return row;
}

export async function setBookingStatus(
  db: Database,
  booking: { merchantId: string; id: string },
  status: BookingStatus,
  at: Date,
): Promise<BookingRow | undefined> {
  const [row] = await db
    .update(bookings)
    .set({ status, updatedAt: at })
    .where(and(eq(bookings.merchantId, booking.merchantId), eq(bookings.id, booking.id)))
    .returning();
  return row;
}

const seatHoldingsBetween = preparedPerDatabase((db) =>
  db
    .select({ startsAt: bookings.bookingTime, partySize: bookings.partySize })
    .from(bookings)
    .where(
      and(
        eq(bookings.merchantId, sql.placeholder("merchantId")),
        gte(bookings.bookingTime, sql.placeholder("from")),
        lt(bookings.bookingTime, sql.placeholder("to")),
        inArray(bookings.status, [...SEAT_HOLDING_STATUSES]),
      ),
    )
    .prepare("seat_holdings_between"),
);

/** Seats held by bookings starting in [from, to). */
export async function findSeatHoldings(db: Database, merchantId: string, from: Date, to: Date): Promise<SeatHolding[]> {
  return seatHoldingsBetween(db).execute({ merchantId, from: from.toISOString(), to: to.toISOString() });
}

export interface BookingListFilter {
  merchantId: string;
  from: Date;
  to: Date;
  statuses: BookingStatus[] | undefined;
}

export interface KeysetPosition {
  bookingTime: Date;
  id: string;
}

function listConditions(filter: BookingListFilter): SQL[] {
  const conditions = [
    eq(bookings.merchantId, filter.merchantId),
    gte(bookings.bookingTime, filter.from),
    lt(bookings.bookingTime, filter.to),
  ];
  if (filter.statuses) conditions.push(inArray(bookings.status, filter.statuses));
  return conditions;
}

/** One page in (bookingTime, id) order, strictly after `after` when given. */
export async function findBookingPage(
  db: Database,
  filter: BookingListFilter,
  after: KeysetPosition | undefined,
  limit: number,
): Promise<BookingRow[]> {
  const conditions = listConditions(filter);
  if (after) {
    conditions.push(sql`(${bookings.bookingTime}, ${bookings.id}) > (${after.bookingTime.toISOString()}::timestamptz, ${after.id}::uuid)`);
  }
  return db
    .select()
    .from(bookings)
    .where(and(...conditions))
    .orderBy(asc(bookings.bookingTime), asc(bookings.id))
    .limit(limit);
}

export async function countBookings(db: Database, filter: BookingListFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(...listConditions(filter)));
  return row?.total ?? 0;
}

export async function findKeysetPosition(
  db: Database,
  merchantId: string,
  bookingId: string,
): Promise<KeysetPosition | undefined> {
  const [row] = await db
    .select({ bookingTime: bookings.bookingTime, id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.merchantId, merchantId), eq(bookings.id, bookingId)))
    .limit(1);
  return row;
}
