import { sql } from "drizzle-orm";
import { queryRows, type Database } from "@reservation-api/db";
import type { BookingUpdatedEvent } from "@reservation-api/contract";
import { BOOKING_FIELDS, isoUtc } from "./booking-page-store.js";
import type { BookingIdentifier, VersionedBookingRow } from "./booking-store.js";
import { outboxWrites } from "../webhooks/webhook-outbox.js";

/**
 * The booking a change names, locked for the rest of the transaction (`for update`): a status
 * change of the same booking waits until the change commits, so the status and version read
 * here stay true until the write. Undefined when the merchant has no such booking.
 */
export async function findBookingForChange(
  tx: Database,
  merchantId: string,
  identifier: BookingIdentifier,
): Promise<VersionedBookingRow | undefined> {
  const match = "id" in identifier ? sql`b.id = ${identifier.id}::uuid` : sql`b.booking_ref = ${identifier.ref}`;
  const [row] = await queryRows<VersionedBookingRow>(
    tx,
    sql`select ${BOOKING_FIELDS}, ${isoUtc(sql`b.updated_at`)} as "updatedAt"
        from bookings b where b.merchant_id = ${merchantId}::uuid and ${match}
        for update`,
  );
  return row;
}

/**
 * Writes a booking's changed details and records its `booking.updated` outbox event in the same
 * statement. The event's booking is the row as written; its `createdAt` is the row's new
 * last-change time.
 */
export async function writeBookingChangeRecordingEvent(
  tx: Database,
  key: { merchantId: string; id: string },
  event: BookingUpdatedEvent,
): Promise<void> {
  const { booking } = event.data;
  await queryRows(
    tx,
    sql`
    with updated as (
      update bookings set booking_time = ${booking.bookingTimeUtc}::timestamptz, party_size = ${booking.partySize},
        customer_name = ${booking.customerName}, email = ${booking.email}, phone = ${booking.phone},
        special_notes = ${booking.specialNotes}, occasion_type = ${booking.occasionType},
        occasion_note = ${booking.occasionNote}, updated_at = ${event.createdAt}::timestamptz
      where merchant_id = ${key.merchantId}::uuid and id = ${key.id}::uuid
      returning id
    ),
    ${outboxWrites(key.merchantId, event, sql`where exists (select 1 from updated)`)}
    select id from updated`,
  );
}
