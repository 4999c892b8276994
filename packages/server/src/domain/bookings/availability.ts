import { isBeyondHorizon, isInsideAdvanceWindow, isPartySizeAccepted } from "./booking-window.js";
import { computeDaySlots } from "./day-slots.js";
import type { RestaurantSettings } from "../restaurant-settings.js";
import { canSeatParty, type SeatHolding } from "./seat-capacity.js";

export interface AvailableSlots {
  availableSlots: string[];
  fullSlots: string[];
}

const NOTHING: AvailableSlots = { availableSlots: [], fullSlots: [] };

/**
 * Splits the slots of a date into those a party can book and those that are full for it.
 * Slots in the past, inside the advance window or beyond the horizon are in neither list; so is
 * everything when the restaurant is not accepting bookings or the party size is out of range.
 * `excluded` is the seat holding of a booking being changed: its own seats never count against its
 * new time, so one holding equal to it is left out (equal holdings are interchangeable).
 *
 * @example
 * computeAvailableSlots({ settings, localDate: "2026-05-01", partySize: 2, now, holdings: [] })
 * // { availableSlots: ["17:00", "17:15", ...], fullSlots: [] }
 */
export function computeAvailableSlots(input: {
  settings: RestaurantSettings;
  localDate: string;
  partySize: number;
  now: Date;
  holdings: readonly SeatHolding[];
  excluded?: SeatHolding | undefined;
}): AvailableSlots {
  const { settings, localDate, partySize, now } = input;
  const holdings = input.excluded === undefined ? input.holdings : withoutOne(input.holdings, input.excluded);
  if (!settings.acceptingBookings || !isPartySizeAccepted(settings, partySize)) return NOTHING;
  if (isBeyondHorizon(settings, localDate, now)) return NOTHING;
  const result: AvailableSlots = { availableSlots: [], fullSlots: [] };
  for (const slot of computeDaySlots(settings, localDate)) {
    if (isInsideAdvanceWindow(settings, slot.startsAt, now)) continue;
    const fits = canSeatParty({
      holdings,
      startsAt: slot.startsAt,
      durationMinutes: settings.seatingDurationMinutes,
      partySize,
      seatCapacity: settings.seatCapacity,
    });
    (fits ? result.availableSlots : result.fullSlots).push(slot.localTime);
  }
  return result;
}

function withoutOne(holdings: readonly SeatHolding[], excluded: SeatHolding): readonly SeatHolding[] {
  const index = holdings.findIndex(
    (holding) => holding.startsAt.getTime() === excluded.startsAt.getTime() && holding.partySize === excluded.partySize,
  );
  return index === -1 ? holdings : holdings.filter((_, position) => position !== index);
}
