import type { Booking, BookingSource, BookingStatus, BookingWithoutLocalTime, OccasionType } from "@reservation-api/contract";
import { localDateTimeOf } from "../domain/local-time.js";
import type { BookingRow } from "../storage/booking-store.js";

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
    status: row.status as BookingStatus,
    source: row.source as BookingSource,
    occasionType: row.occasionType as OccasionType | null,
    occasionNote: row.occasionNote,
    specialNotes: row.specialNotes,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A stored booking as create and list show it, with its restaurant-local date and time. */
export function toBooking(row: BookingRow, timeZone: string): Booking {
  return { ...toBookingWithoutLocalTime(row), ...localDateTimeOf(row.bookingTime, timeZone) };
}
