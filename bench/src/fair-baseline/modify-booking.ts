import { createHash } from "node:crypto";
import type postgres from "postgres";
import { API_VERSION, diffBooking, type Booking } from "@reservation-api/contract";
import { canSeatParty, checkBookingRequest, isBookingId, normalizeBookingRef } from "@reservation-api/server/domain";
import type { Access } from "./access.js";
import { invalid, refuse } from "./http-kit.js";
import { bookingJson } from "./read-endpoints.js";
import { checkUpdateBody, type UpdateBody } from "./update-body.js";
import { deliveriesOf } from "./write-endpoints.js";

const COLUMNS =
  "id, booking_ref, customer_name, phone, email, party_size, booking_time, status, source, occasion_type, occasion_note, special_notes, created_at";

type BookingRow = Record<string, unknown> & {
  id: string;
  booking_time: Date;
  created_at: Date;
  /** ISO 8601 in UTC with milliseconds, as the API hashes it. */
  updated_at: string;
  status: string;
  party_size: number;
};

/** The API's ETag, by hand: a hash of the fields a change can touch and of the last-change time. */
function etagOf(booking: Record<string, unknown>, updatedAt: string): string {
  const fields = [
    booking.id,
    booking.status,
    updatedAt,
    booking.bookingTimeUtc,
    booking.partySize,
    booking.customerName,
    booking.email,
    booking.phone,
    booking.specialNotes,
    booking.occasionType,
    booking.occasionNote,
  ];
  return `"${createHash("sha256").update(JSON.stringify(fields)).digest("base64url").slice(0, 27)}"`;
}

/** `If-Match`: `*` or a comma-separated list naming the current ETag, compared strongly. */
function ifMatchHolds(header: string, etag: string): boolean {
  return header.split(",").some((tag) => tag.trim() === "*" || tag.trim() === etag);
}

/**
 * PATCH /bookings/:id with the API's guarantees, in one transaction: the merchant's booking lock
 * (the one create takes, so changes and creates check seats against committed rows only), the
 * booking read and row-locked, If-Match and pending checked, a new time or party size checked as
 * create checks it with the booking's own seats left out, then the change with its
 * `booking.updated` outbox event and deliveries in one statement.
 */
export async function modifyBooking(
  sql: postgres.Sql,
  access: Access,
  identifier: string,
  raw: Record<string, unknown>,
  ifMatch: string | undefined,
): Promise<{ body: unknown; etag: string }> {
  const body = checkUpdateBody(raw);
  const match = isBookingId(identifier) ? sql`id = ${identifier}` : sql`booking_ref = ${normalizeBookingRef(identifier)}`;
  const { merchantId, settings } = access;
  const now = new Date();
  return sql.begin(async (tx) => {
    await tx`select pg_advisory_xact_lock(hashtextextended(${`bookings:${merchantId}`}, 0))::text as locked`;
    // Its own statement, after the lock: READ COMMITTED then sees what the previous holder committed.
    const [row] = await tx<BookingRow[]>`
      select ${tx.unsafe(COLUMNS)}, to_char(updated_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as updated_at
        from bookings where merchant_id = ${merchantId} and ${match} for update`;
    if (row === undefined) throw refuse(404, "NOT_FOUND", "No booking with that id or bookingRef");
    const before = bookingJson(row, settings.timezone);
    const etag = etagOf(before, row.updated_at);
    if (ifMatch !== undefined && !ifMatchHolds(ifMatch, etag)) throw refuse(412, "PRECONDITION_FAILED", "The booking changed");
    if (row.status !== "pending") throw refuse(409, "BOOKING_NOT_MODIFIABLE", "Only a pending booking can be changed");
    const after = { ...before, ...contactAndNotes(row, body) };
    if (after.email === null && after.phone === null) throw invalid(body.email === null ? "email" : "phone", "Keep a contact");
    const slot = {
      localDate: body.localDate ?? (before.localDate as string),
      localTime: body.localTime ?? (before.localTime as string),
      partySize: body.partySize ?? row.party_size,
    };
    let startsAt = row.booking_time;
    if (slot.localDate !== before.localDate || slot.localTime !== before.localTime || slot.partySize !== row.party_size) {
      startsAt = await checkSlot(tx, access, row.id, slot, now);
      Object.assign(after, { ...slot, bookingTimeUtc: startsAt.toISOString() });
    }
    const changes = diffBooking(before as Booking, after as Booking);
    if (Object.keys(changes).length === 0) return { body: before, etag };
    const previous = new Date(row.updated_at);
    const at = now.getTime() > previous.getTime() ? now : new Date(previous.getTime() + 1);
    const event = {
      id: crypto.randomUUID(),
      type: "booking.updated",
      createdAt: at.toISOString(),
      apiVersion: API_VERSION,
      data: { booking: after, changes },
    };
    await tx`
      with changed as (
        update bookings set booking_time = ${startsAt}, party_size = ${after.partySize as number},
               customer_name = ${after.customerName as string}, email = ${after.email as string | null},
               phone = ${after.phone as string | null}, special_notes = ${after.specialNotes as string | null},
               occasion_type = ${after.occasionType as string | null}, occasion_note = ${after.occasionNote as string | null},
               updated_at = ${at}
         where id = ${row.id} returning id),
      event as (insert into webhook_events (id, merchant_id, type, payload, created_at)
                select ${event.id}, ${merchantId}, ${event.type}, ${JSON.stringify(event)}::json, ${at} from changed
                returning id, merchant_id, created_at),
      deliveries as (${deliveriesOf(tx, merchantId, event.type)})
      select 1 from changed`;
    return { body: after, etag: etagOf(after, at.toISOString()) };
  });
}

/** The fields of the booking that change without a seat check. */
function contactAndNotes(row: BookingRow, body: UpdateBody): Record<string, unknown> {
  const pick = <T>(value: T | undefined, current: unknown) => (value === undefined ? current : value);
  return {
    customerName: pick(body.customerName, row.customer_name),
    email: pick(body.email, row.email),
    phone: pick(body.phone, row.phone),
    specialNotes: pick(body.notes, row.special_notes),
    occasionType: pick(body.occasionType, row.occasion_type),
    occasionNote: pick(body.occasionNote, row.occasion_note),
  };
}

/**
 * Create's checks on the new time and party size, in its order and with its codes, then the seats
 * held around it by every other booking (one statement, the booking's own left out in SQL).
 */
async function checkSlot(
  tx: postgres.TransactionSql,
  access: Access,
  bookingId: string,
  slot: { localDate: string; localTime: string; partySize: number },
  now: Date,
): Promise<Date> {
  const { settings, merchantId } = access;
  const check = checkBookingRequest({ settings, ...slot, now });
  if (!check.ok)
    throw check.code === "VALIDATION_ERROR" ? invalid(check.field, check.message) : refuse(400, check.code, check.message);
  const durationMs = settings.seatingDurationMinutes * 60_000;
  const holdings = await tx<{ startsAt: Date; partySize: number }[]>`
    select booking_time as "startsAt", party_size as "partySize" from bookings
     where merchant_id = ${merchantId} and status in ('pending', 'checked-in') and id <> ${bookingId}
       and booking_time >= ${new Date(check.startsAt.getTime() - durationMs)}
       and booking_time < ${new Date(check.startsAt.getTime() + durationMs)}`;
  const fits = canSeatParty({
    holdings,
    startsAt: check.startsAt,
    durationMinutes: settings.seatingDurationMinutes,
    partySize: slot.partySize,
    seatCapacity: settings.seatCapacity,
  });
  if (!fits) throw refuse(400, "CAPACITY_EXCEEDED", "Not enough seats");
  return check.startsAt;
}
