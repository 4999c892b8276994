import { addDays, localDateOf, startOfLocalDay } from "../local-time.js";
import type { RestaurantSettings } from "../restaurant-settings.js";

type WindowSettings = Pick<RestaurantSettings, "timezone" | "minAdvanceMinutes" | "maxAdvanceDays">;

/** The last restaurant-local date that may be booked today (today plus the advance horizon). */
export function lastBookableDate(settings: WindowSettings, now: Date): string {
  const today = localDateOf(now, settings.timezone);
  return addDays(today, settings.maxAdvanceDays);
}

/**
 * The bookings that can hold seats during the slots of `firstDate`..`lastDate`: those starting
 * from one seating before the first day (they run into its first slots) to the end of the last.
 */
export function seatHoldingWindow(
  settings: Pick<RestaurantSettings, "timezone" | "seatingDurationMinutes">,
  firstDate: string,
  lastDate: string,
): { from: Date; to: Date } {
  const dayStart = startOfLocalDay(firstDate, settings.timezone);
  return {
    from: new Date(dayStart.getTime() - settings.seatingDurationMinutes * 60_000),
    to: startOfLocalDay(addDays(lastDate, 1), settings.timezone),
  };
}

export function isBeyondHorizon(settings: WindowSettings, localDate: string, now: Date): boolean {
  return localDate > lastBookableDate(settings, now);
}

/** A slot starting before now plus the minimum advance is too late to book (this includes the past). */
export function isInsideAdvanceWindow(settings: WindowSettings, startsAt: Date, now: Date): boolean {
  return startsAt.getTime() < now.getTime() + settings.minAdvanceMinutes * 60_000;
}

export function isPartySizeAccepted(
  settings: Pick<RestaurantSettings, "minPartySize" | "maxPartySize">,
  partySize: number,
): boolean {
  return partySize >= settings.minPartySize && partySize <= settings.maxPartySize;
}
