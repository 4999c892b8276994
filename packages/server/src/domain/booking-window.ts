import { addDays, localDateTimeOf } from "./local-time.js";
import type { RestaurantSettings } from "./restaurant-settings.js";

type WindowSettings = Pick<RestaurantSettings, "timezone" | "minAdvanceMinutes" | "maxAdvanceDays">;

/** The last restaurant-local date that may be booked today (today plus the advance horizon). */
export function lastBookableDate(settings: WindowSettings, now: Date): string {
  const today = localDateTimeOf(now, settings.timezone).localDate;
  return addDays(today, settings.maxAdvanceDays);
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
