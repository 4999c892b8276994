import type { Database } from "@reservation-api/db";
import { checkBookingRequest, type BookingRequestRejection } from "../../domain/bookings/booking-request-check.js";
import type { BookingAccess } from "../../domain/merchant-access.js";
import type { RestaurantSettings } from "../../domain/restaurant-settings.js";
import { checkSeats, seatHoldingRange, type SeatCheck } from "../../domain/bookings/seat-check.js";
import { readSeatHoldings } from "../../storage/bookings/booking-constraints-store.js";

/** Why a booking cannot have a time and party size: a create's refusals, minus those about the guest. */
export type BookingSlotRefusal = BookingRequestRejection | Extract<SeatCheck, { ok: false }>;

export type BookingSlotCheck = { ok: true; startsAt: Date } | ({ ok: false } & BookingSlotRefusal);

/**
 * Whether the merchant has seats for the party at `startsAt`, leaving out the seats of
 * `excludeBookingId` (the booking being changed). One query. Run it under the merchant's booking
 * lock (withMerchantBookingLock), in the transaction that then writes, so that no concurrent
 * create or change can take the same seats.
 */
export async function checkSeatsFor(
  tx: Database,
  request: {
    merchantId: string;
    settings: Pick<RestaurantSettings, "seatingDurationMinutes" | "seatCapacity">;
    startsAt: Date;
    partySize: number;
    excludeBookingId?: string | undefined;
  },
): Promise<SeatCheck> {
  const { settings, startsAt } = request;
  const range = seatHoldingRange(startsAt, settings.seatingDurationMinutes);
  const holdings = await readSeatHoldings(tx, { merchantId: request.merchantId, ...range });
  return checkSeats({
    holdings,
    excludeBookingId: request.excludeBookingId,
    startsAt,
    durationMinutes: settings.seatingDurationMinutes,
    partySize: request.partySize,
    seatCapacity: settings.seatCapacity,
  });
}

/**
 * Every check create makes on a time and party size, in create's order and with its codes:
 * RESTAURANT_UNAVAILABLE, ADVANCE_TIME_REQUIRED, partySize out of range (VALIDATION_ERROR), then
 * CAPACITY_EXCEEDED. For a change of a booking: pass its id as `excludeBookingId`, and run it
 * under the merchant's booking lock. (Create itself reads the seats in the one statement that
 * also reads its monthly cap and duplicate guard, and decides them with the same checkSeats.)
 */
export async function checkBookingSlot(
  tx: Database,
  access: BookingAccess,
  request: { localDate: string; localTime: string; partySize: number; now: Date; excludeBookingId?: string | undefined },
): Promise<BookingSlotCheck> {
  const check = checkBookingRequest({ settings: access.settings, ...request });
  if (!check.ok) return check;
  const seats = await checkSeatsFor(tx, {
    merchantId: access.merchantId,
    settings: access.settings,
    startsAt: check.startsAt,
    partySize: request.partySize,
    excludeBookingId: request.excludeBookingId,
  });
  return seats.ok ? check : { ...seats };
}
