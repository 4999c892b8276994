import { isBeyondHorizon, isInsideAdvanceWindow, isPartySizeAccepted } from "./booking-window.js";
import { computeDaySlots } from "./day-slots.js";
import type { RestaurantSettings } from "../restaurant-settings.js";

/** `offersAlternatives`: other times that day or soon after could be booked instead. */
export type BookingRequestRejection =
  | { code: "RESTAURANT_UNAVAILABLE"; message: string; offersAlternatives: boolean }
  | { code: "ADVANCE_TIME_REQUIRED"; message: string; offersAlternatives: true }
  | { code: "VALIDATION_ERROR"; field: "partySize"; message: string; offersAlternatives: false };

export type BookingRequestCheck = { ok: true; startsAt: Date } | ({ ok: false } & BookingRequestRejection);

/**
 * The checks on a create that need only the restaurant's settings and the clock, in the
 * documented order: unavailable (not accepting, closed, no such slot, beyond the horizon), then
 * the advance window, then the party size range.
 */
export function checkBookingRequest(input: {
  settings: RestaurantSettings;
  localDate: string;
  localTime: string;
  partySize: number;
  now: Date;
}): BookingRequestCheck {
  const { settings, localDate, localTime, partySize, now } = input;
  if (!settings.acceptingBookings) {
    return {
      ok: false,
      code: "RESTAURANT_UNAVAILABLE",
      message: "The restaurant is not accepting bookings",
      offersAlternatives: false,
    };
  }
  const daySlots = computeDaySlots(settings, localDate);
  const slot = daySlots.find((candidate) => candidate.localTime === localTime);
  if (slot === undefined) {
    return {
      ok: false,
      code: "RESTAURANT_UNAVAILABLE",
      message: `The restaurant takes no booking at ${localTime} on ${localDate}`,
      // A time that is not a slot of an open day; a closed day offers nothing of its own.
      offersAlternatives: daySlots.length > 0,
    };
  }
  if (isBeyondHorizon(settings, localDate, now)) {
    return {
      ok: false,
      code: "RESTAURANT_UNAVAILABLE",
      message: `Bookings open at most ${settings.maxAdvanceDays} days ahead`,
      offersAlternatives: false,
    };
  }
  if (isInsideAdvanceWindow(settings, slot.startsAt, now)) {
    return {
      ok: false,
      code: "ADVANCE_TIME_REQUIRED",
      message: `Bookings must be made at least ${settings.minAdvanceMinutes} minutes ahead`,
      offersAlternatives: true,
    };
  }
  if (!isPartySizeAccepted(settings, partySize)) {
    return {
      ok: false,
      code: "VALIDATION_ERROR",
      field: "partySize",
      message: `Party size must be between ${settings.minPartySize} and ${settings.maxPartySize}`,
      offersAlternatives: false,
    };
  }
  return { ok: true, startsAt: slot.startsAt };
}
