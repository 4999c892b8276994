import type { Booking, BookingWithoutLocalTime } from "@reservation-api/contract";
import { localDateTimeOf } from "../../domain/local-time.js";
import type { BookingListRow } from "../../storage/bookings/booking-page-store.js";
import type { BookingRow } from "../../storage/bookings/booking-store.js";

/** A stored booking as the API shows it, without the restaurant-local date and time. */
export function toBookingWithoutLocalTime(row: BookingRow): BookingWithoutLocalTime {
  return {
    id: row.id,
    bookingRef: row.bookingRef,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    partySize: row.partySize,
    bookingTimeUtc: row.bookingTime.toISOString(),
    status: row.status,
    source: row.source,
    occasionType: row.occasionType,
    occasionNote: row.occasionNote,
    specialNotes: row.specialNotes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A row read under the API's field names, as the status update shows it. */
export function toListedBookingWithoutLocalTime(row: BookingListRow): BookingWithoutLocalTime {
  return {
    id: row.id,
    bookingRef: row.bookingRef,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    partySize: row.partySize,
    bookingTimeUtc: row.bookingTimeUtc,
    status: row.status,
    source: row.source,
    occasionType: row.occasionType,
    occasionNote: row.occasionNote,
    specialNotes: row.specialNotes,
    createdAt: row.createdAt,
  };
}

/**
 * A listed row as the API shows it. One object literal per row on purpose: a page has up to 200
 * rows, and spreading the form above into a second object cost 8% of a list request's CPU in the
 * profile.
 */
export function toListedBooking(row: BookingListRow, timeZone: string): Booking {
  const { localDate, localTime } = localDateTimeOf(new Date(row.bookingTimeUtc), timeZone);
  return {
    id: row.id,
    bookingRef: row.bookingRef,
    customerName: row.customerName,
    phone: row.phone,
    email: row.email,
    partySize: row.partySize,
    bookingTimeUtc: row.bookingTimeUtc,
    status: row.status,
    source: row.source,
    occasionType: row.occasionType,
    occasionNote: row.occasionNote,
    specialNotes: row.specialNotes,
    createdAt: row.createdAt,
    localDate,
    localTime,
  };
}
