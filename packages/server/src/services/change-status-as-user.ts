import type { BookingStatus, BookingWithoutLocalTime } from "@reservation-api/contract";
import type { UserActor } from "../domain/actor.js";
import { recordActivity } from "./activity-log.js";
import type { ServiceDeps } from "./service-deps.js";
import { updateBookingStatus } from "./update-booking-status.js";

/**
 * A dashboard user's status change: the API's service with the user as actor, and a real change
 * written to the merchant's activity log. Another merchant's booking is simply not found.
 */
export function changeBookingStatusAsUser(
  deps: ServiceDeps,
  user: UserActor,
  bookingId: string,
  status: BookingStatus,
): Promise<BookingWithoutLocalTime> {
  const { merchantId, userId } = user;
  return updateBookingStatus(deps, { merchantId }, bookingId, status, {
    actor: { type: "user", userId },
    onChanged: (change) =>
      recordActivity(deps, {
        merchantId,
        actor: user,
        action: "booking.status_changed",
        details: { bookingRef: change.booking.bookingRef, from: change.previousStatus, to: change.booking.status },
      }),
  });
}
