import { isBeyondHorizon, isInsideAdvanceWindow, isPartySizeAccepted } from "./booking-window.js";
import { computeDaySlots } from "./day-slots.js";
import type { RestaurantSettings } from "./restaurant-settings.js";

export type BookingRequestRejection =
  | { code: "RESTAURANT_UNAVAILABLE"; message: string }
  | { code: "ADVANCE_TIME_REQUIRED"; message: string }
  | { code: "VALIDATION_ERROR"; field: "partySize"; message: string };

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
    return { ok: false, code: "RESTAURANT_UNAVAILABLE", message: "The restaurant is not accepting bookings" };
  }
  const slot = computeDaySlots(settings, localDate).find((candidate) => candidate.localTime === localTime);
  if (slot === undefined) {
    return {
      ok: false,
      code: "RESTAURANT_UNAVAILABLE",
      message: `The restaurant takes no booking at ${localTime} on ${localDate}`,
    };
  }
  if (isBeyondHorizon(settings, localDate, now)) {
    return {
      ok: false,
      code: "RESTAURANT_UNAVAILABLE",
      message: `Bookings open at most ${settings.maxAdvanceDays} days ahead`,
    };
  }
  if (isInsideAdvanceWindow(settings, slot.startsAt, now)) {
    return {
      ok: false,
      code: "ADVANCE_TIME_REQUIRED",
      message: `Bookings must be made at least ${settings.minAdvanceMinutes} minutes ahead`,
    };
  }
  if (!isPartySizeAccepted(settings, partySize)) {
    return {
      ok: false,
      code: "VALIDATION_ERROR",
      field: "partySize",
      message: `Party size must be between ${settings.minPartySize} and ${settings.maxPartySize}`,
    };
  }
  return { ok: true, startsAt: slot.startsAt };
}
