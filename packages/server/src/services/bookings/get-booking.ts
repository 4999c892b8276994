import type { Booking } from "@reservation-api/contract";
import type { MerchantActor } from "../../domain/actor.js";
import { bookingEtag } from "../../domain/bookings/booking-etag.js";
import { isBookingId, normalizeBookingRef } from "../../domain/bookings/booking-ref.js";
import { refuse } from "../../errors/refusal.js";
import { findBookingByIdentifier, type BookingIdentifier } from "../../storage/bookings/booking-store.js";
import type { RestaurantSettings } from "../../domain/restaurant-settings.js";
import { getRestaurantSettings } from "../get-restaurant-settings.js";
import type { ServiceDeps } from "../service-deps.js";
import { toListedBooking, toListedBookingWithoutLocalTime } from "./booking-record.js";

export const NO_SUCH_BOOKING_MESSAGE = "No booking with that id or bookingRef";

/** A booking and its current ETag. */
export interface VersionedBooking {
  booking: Booking;
  etag: string;
}

/** Which booking a path names: a UUID is an id, anything else a bookingRef (case-insensitive). */
export function bookingTarget(identifier: string): BookingIdentifier {
  return isBookingId(identifier) ? { id: identifier } : { ref: normalizeBookingRef(identifier) };
}

/**
 * One booking as create returns it (with `localDate` and `localTime`), and its ETag. Another
 * merchant's booking is reported exactly like a missing one.
 *
 * @example
 * const { booking, etag } = await getBooking(deps, actor, "BK-7Q2M9X");
 */
export async function getBooking(
  deps: ServiceDeps,
  actor: MerchantActor,
  identifier: string,
  known: { settings?: RestaurantSettings | undefined } = {},
): Promise<VersionedBooking> {
  // The REST face read the settings when it authenticated the key; the dashboard has not.
  const [row, settings] = await Promise.all([
    findBookingByIdentifier(deps.db, actor.merchantId, bookingTarget(identifier)),
    known.settings ?? getRestaurantSettings(deps, actor.merchantId),
  ]);
  if (!row) throw refuse("NOT_FOUND", NO_SUCH_BOOKING_MESSAGE);
  const etag = bookingEtag({ booking: toListedBookingWithoutLocalTime(row), updatedAt: row.updatedAt });
  return { booking: toListedBooking(row, settings.timezone), etag };
}
