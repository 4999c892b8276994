import { z } from "zod";
import { bookingSchema, type Booking } from "./booking.js";

/**
 * The fields of a booking record a change can touch, named as the record names them (`specialNotes`,
 * not the body's `notes`), so that `changes[field].to` always equals `booking[field]` in the same
 * event. A new date or time changes `bookingTimeUtc` too.
 */
export const BOOKING_CHANGE_FIELDS = [
  "localDate",
  "localTime",
  "bookingTimeUtc",
  "partySize",
  "customerName",
  "email",
  "phone",
  "specialNotes",
  "occasionType",
  "occasionNote",
] as const satisfies readonly (keyof Booking)[];

export type BookingChangeField = (typeof BOOKING_CHANGE_FIELDS)[number];

const fieldChange = <Field extends BookingChangeField>(field: Field) => {
  const value = bookingSchema.shape[field];
  return z.object({ from: value, to: value }).optional();
};

/** What a change did, field by field: only the fields whose value changed appear. */
export const bookingChangesSchema = z
  .object({
    localDate: fieldChange("localDate"),
    localTime: fieldChange("localTime"),
    bookingTimeUtc: fieldChange("bookingTimeUtc"),
    partySize: fieldChange("partySize"),
    customerName: fieldChange("customerName"),
    email: fieldChange("email"),
    phone: fieldChange("phone"),
    specialNotes: fieldChange("specialNotes"),
    occasionType: fieldChange("occasionType"),
    occasionNote: fieldChange("occasionNote"),
  })
  .meta({
    id: "BookingChanges",
    description:
      "Each field whose value changed, with its value before (`from`) and after (`to`); named as in the booking record (`notes` appear as `specialNotes`). A new date or time also lists `bookingTimeUtc`. Never empty.",
  });

export type BookingChanges = z.infer<typeof bookingChangesSchema>;

/**
 * The changes between two versions of one booking; empty when nothing changed (such a change
 * answers 200 and emits no event).
 *
 * @example
 * diffBooking(before, { ...before, partySize: 8 }) // { partySize: { from: 6, to: 8 } }
 */
export function diffBooking(before: Booking, after: Booking): BookingChanges {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of BOOKING_CHANGE_FIELDS) {
    if (before[field] !== after[field]) changes[field] = { from: before[field], to: after[field] };
  }
  return changes;
}
