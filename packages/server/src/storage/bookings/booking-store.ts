import { and, eq, gte, inArray, lt, sql } from "drizzle-orm";
import { bookings, queryRows, type Database } from "@reservation-api/db";
import type { WebhookEvent } from "@reservation-api/contract";
import { SEAT_HOLDING_STATUSES, type SeatHolding } from "../../domain/bookings/seat-capacity.js";
import { BOOKING_FIELDS, isoUtc, type BookingListRow } from "./booking-page-store.js";
import { preparedPerDatabase } from "../prepared-per-database.js";
import { outboxWrites } from "../webhooks/webhook-outbox.js";

export type BookingRow = typeof bookings.$inferSelect;
export type NewBookingRow = typeof bookings.$inferInsert;

/** What a create stores for its Idempotency-Key besides the booking. */
export interface IdempotencyRecordValues {
  key: string;
  requestHash: string;
  /** The response exactly as sent, replayed byte for byte. */
  responseBody: unknown;
}

/**
 * Inserts the booking, its idempotency record and its `booking.created` outbox event in one
 * statement, unless the bookingRef is taken (false then, nothing written: draw another ref). A
 * record older than the replay window is overwritten.
 */
export async function insertBookingWithIdempotencyRecord(
  tx: Database,
  row: NewBookingRow,
  record: IdempotencyRecordValues,
  event: WebhookEvent,
): Promise<boolean> {
  const createdAt = row.createdAt.toISOString();
  const inserted = await queryRows<{ booking_id: string }>(
    tx,
    sql`with booking as (
          insert into bookings (id, merchant_id, booking_ref, customer_name, email, phone, party_size, booking_time, status, source,
                                occasion_type, occasion_note, special_notes, created_at, updated_at)
          values (${row.id}::uuid, ${row.merchantId}::uuid, ${row.bookingRef}, ${row.customerName}, ${row.email ?? null}, ${row.phone ?? null},
                  ${row.partySize}, ${row.bookingTime.toISOString()}::timestamptz, ${row.status}, ${row.source}, ${row.occasionType ?? null},
                  ${row.occasionNote ?? null}, ${row.specialNotes ?? null}, ${createdAt}::timestamptz, ${row.updatedAt.toISOString()}::timestamptz)
          on conflict (booking_ref) do nothing
          returning id),
        ${outboxWrites(row.merchantId, event, sql`where exists (select 1 from booking)`)}
        insert into idempotency_records (merchant_id, idempotency_key, request_hash, booking_id, response_body, created_at)
        select ${row.merchantId}::uuid, ${record.key}::uuid, ${record.requestHash}, id, ${JSON.stringify(record.responseBody)}::json, ${createdAt}::timestamptz
          from booking
        on conflict (merchant_id, idempotency_key) do update
          set request_hash = excluded.request_hash, booking_id = excluded.booking_id,
              response_body = excluded.response_body, created_at = excluded.created_at
        returning booking_id`,
  );
  return inserted.length > 0;
}

/** Which booking a status update names: its id, or its (normalised) bookingRef. */
export type BookingIdentifier = { id: string } | { ref: string };

/** A booking as the API shows it, with the time of its last change: the version a conditional write checks. */
export type VersionedBookingRow = BookingListRow & { updatedAt: string };

/** The booking a status update names, as the API shows it; undefined when the merchant has no such booking. */
export async function findBookingByIdentifier(
  db: Database,
  merchantId: string,
  identifier: BookingIdentifier,
): Promise<VersionedBookingRow | undefined> {
  const match = "id" in identifier ? sql`b.id = ${identifier.id}::uuid` : sql`b.booking_ref = ${identifier.ref}`;
  const [row] = await queryRows<VersionedBookingRow>(
    db,
    sql`select ${BOOKING_FIELDS}, ${isoUtc(sql`b.updated_at`)} as "updatedAt"
        from bookings b where b.merchant_id = ${merchantId}::uuid and ${match}`,
  );
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
