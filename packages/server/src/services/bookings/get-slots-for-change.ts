import type { AvailabilityResult } from "@reservation-api/contract";
import { isBookingId, normalizeBookingRef } from "../../domain/bookings/booking-ref.js";
import { SEAT_HOLDING_STATUSES } from "../../domain/bookings/seat-capacity.js";
import type { MerchantActor } from "../../domain/actor.js";
import type { ServiceDeps } from "../service-deps.js";
import { findBookingByIdentifier } from "../../storage/bookings/booking-store.js";
import { refuse } from "../../errors/refusal.js";
import { getRestaurantSettings } from "../get-restaurant-settings.js";
import { getAvailability } from "./get-availability.js";

/**
 * The slots a booking could move to: the availability of a date for a party size, with the
 * booking's own seats not counted (growing 6 → 8 at its own time needs only 2 more free seats), as
 * the change itself checks it. Another merchant's booking is not found.
 *
 * @example
 * await getSlotsForChange(deps, actor, "BK-7Q2M4X", { localDate: "2026-06-02", partySize: 8 })
 */
export async function getSlotsForChange(
  deps: ServiceDeps,
  actor: MerchantActor,
  identifier: string,
  query: { localDate: string; partySize: number },
): Promise<AvailabilityResult> {
  const target = isBookingId(identifier) ? { id: identifier } : { ref: normalizeBookingRef(identifier) };
  const row = await findBookingByIdentifier(deps.db, actor.merchantId, target);
  if (!row) throw refuse("NOT_FOUND", "No booking with that id or bookingRef");
  const settings = await getRestaurantSettings(deps, actor.merchantId);
  // A cancelled or no-show booking holds no seats: there is nothing of its own to leave out.
  const holdsSeats = SEAT_HOLDING_STATUSES.includes(row.status);
  const excluded = holdsSeats ? { startsAt: new Date(row.bookingTimeUtc), partySize: row.partySize } : undefined;
  return getAvailability(
    deps,
    { merchantId: actor.merchantId, settings },
    { date: query.localDate, partySize: query.partySize, excluded },
  );
}
