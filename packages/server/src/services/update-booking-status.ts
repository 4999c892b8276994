import type { BookingStatus, BookingWithoutLocalTime } from "@reservation-api/contract";
import { isBookingId, normalizeBookingRef } from "../domain/booking-ref.js";
import type { ServerDependencies } from "../context.js";
import { ApiError } from "../errors/api-error.js";
import { findBookingById, findBookingByRef, setBookingStatus } from "../storage/booking-store.js";
import type { MerchantAccess } from "../storage/merchant-access-store.js";
import { toBookingWithoutLocalTime } from "./booking-record.js";

/**
 * Moves a booking to any of the four statuses. Setting the current status again changes nothing.
 * Another merchant's booking is reported exactly like a missing one.
 */
export async function updateBookingStatus(
  deps: ServerDependencies,
  access: MerchantAccess,
  identifier: string,
  status: BookingStatus,
): Promise<BookingWithoutLocalTime> {
  const booking = isBookingId(identifier)
    ? await findBookingById(deps.db, access.merchantId, identifier)
    : await findBookingByRef(deps.db, access.merchantId, normalizeBookingRef(identifier));
  if (!booking) throw new ApiError("NOT_FOUND", "No booking with that id or bookingRef");
  if (booking.status === status) return toBookingWithoutLocalTime(booking);
  const updated = await setBookingStatus(deps.db, booking, status, deps.now());
  if (!updated) throw new ApiError("NOT_FOUND", "No booking with that id or bookingRef");
  return toBookingWithoutLocalTime(updated);
}
