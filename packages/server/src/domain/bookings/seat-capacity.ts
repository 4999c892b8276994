import type { BookingStatus } from "@reservation-api/contract";

/** Statuses whose bookings hold seats; cancelled and no-show free theirs. */
export const SEAT_HOLDING_STATUSES: readonly BookingStatus[] = ["pending", "checked-in"];

/** Seats a booking holds from its start for one seating duration. */
export interface SeatHolding {
  startsAt: Date;
  partySize: number;
}

/**
 * The most seats held at any moment of [from, from + durationMs). Occupancy only rises at a
 * booking's start, so it is enough to look at `from` and at every start inside the window.
 */
export function peakSeatsHeld(holdings: readonly SeatHolding[], from: Date, durationMs: number): number {
  const windowStart = from.getTime();
  const windowEnd = windowStart + durationMs;
  const moments = [windowStart];
  for (const holding of holdings) {
    const start = holding.startsAt.getTime();
    if (start > windowStart && start < windowEnd) moments.push(start);
  }
  let peak = 0;
  for (const moment of moments) {
    peak = Math.max(peak, seatsHeldAt(holdings, moment, durationMs));
  }
  return peak;
}

function seatsHeldAt(holdings: readonly SeatHolding[], moment: number, durationMs: number): number {
  let seats = 0;
  for (const holding of holdings) {
    const start = holding.startsAt.getTime();
    if (start <= moment && moment < start + durationMs) seats += holding.partySize;
  }
  return seats;
}

/** Whether a party fits in [startsAt, startsAt + duration) without passing the seat capacity. */
export function canSeatParty(input: {
  holdings: readonly SeatHolding[];
  startsAt: Date;
  durationMinutes: number;
  partySize: number;
  seatCapacity: number;
}): boolean {
  const durationMs = input.durationMinutes * 60_000;
  return peakSeatsHeld(input.holdings, input.startsAt, durationMs) + input.partySize <= input.seatCapacity;
}
