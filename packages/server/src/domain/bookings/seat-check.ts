import { canSeatParty, type SeatHolding } from "./seat-capacity.js";

/** A seat holding that knows its booking, so a booking being changed can leave its own seats out. */
export interface BookingSeatHolding extends SeatHolding {
  bookingId: string;
}

export type SeatCheck = { ok: true } | { ok: false; code: "CAPACITY_EXCEEDED"; message: string; offersAlternatives: true };

/** One shared answer for the common case: a create decides seats on every request. */
const SEATS_FREE: SeatCheck = { ok: true };

export const CAPACITY_EXCEEDED_MESSAGE = "Not enough seats left at that time for this party size";

/** The bookings starting in this range can hold seats at some moment of a seating at `startsAt`. */
export function seatHoldingRange(startsAt: Date, durationMinutes: number): { from: Date; to: Date } {
  const durationMs = durationMinutes * 60_000;
  return { from: new Date(startsAt.getTime() - durationMs), to: new Date(startsAt.getTime() + durationMs) };
}

/**
 * The seats held by every booking but `excludeBookingId`: a booking being moved or resized never
 * competes with its own current seats (growing 6 to 8 at the same time needs only 2 more).
 */
export function seatsHeldByOthers<T extends SeatHolding & { bookingId?: string }>(
  holdings: readonly T[],
  excludeBookingId: string | undefined,
): readonly T[] {
  if (excludeBookingId === undefined) return holdings;
  return holdings.filter((holding) => holding.bookingId !== excludeBookingId);
}

/** Whether a party fits at `startsAt`, as create and a change of a booking both decide it. */
export function checkSeats(input: {
  holdings: readonly (SeatHolding & { bookingId?: string })[];
  excludeBookingId?: string | undefined;
  startsAt: Date;
  durationMinutes: number;
  partySize: number;
  seatCapacity: number;
}): SeatCheck {
  const fits = canSeatParty({
    holdings: seatsHeldByOthers(input.holdings, input.excludeBookingId),
    startsAt: input.startsAt,
    durationMinutes: input.durationMinutes,
    partySize: input.partySize,
    seatCapacity: input.seatCapacity,
  });
  return fits
    ? SEATS_FREE
    : { ok: false, code: "CAPACITY_EXCEEDED", message: CAPACITY_EXCEEDED_MESSAGE, offersAlternatives: true };
}
