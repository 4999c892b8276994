import { QUARTER_HOUR_MINUTES, isoWeekday, minutesOfDay, quarterHourInstantsOf, timeOfDay } from "../local-time.js";
import { SLOT_INTERVAL_MINUTES, type RestaurantSettings } from "../restaurant-settings.js";

export interface Slot {
  localTime: string;
  startsAt: Date;
}

type SlotSettings = Pick<RestaurantSettings, "timezone" | "weeklyHours" | "closedDates" | "seatingDurationMinutes">;

/**
 * Every start time that exists on a restaurant-local date: each 15-minute step from a period's
 * opening to its last seating (closing minus seating duration). Wall-clock times skipped by a
 * DST change are not slots. Sorted by time.
 */
export function computeDaySlots(settings: SlotSettings, localDate: string): Slot[] {
  if (settings.closedDates.includes(localDate)) return [];
  const weekday = String(isoWeekday(localDate)) as keyof RestaurantSettings["weeklyHours"];
  const periods = settings.weeklyHours[weekday] ?? [];
  // Slots sit on the quarter-hour grid, so one table of the day's instants serves them all.
  const instants = quarterHourInstantsOf(localDate, settings.timezone);
  const slots: Slot[] = [];
  for (const period of periods) {
    const lastSeating = minutesOfDay(period.close) - settings.seatingDurationMinutes;
    for (let minute = minutesOfDay(period.open); minute <= lastSeating; minute += SLOT_INTERVAL_MINUTES) {
      // An opening off the quarter-hour grid has no entry in the table: like a skipped time, no slot.
      const epochMs = instants[minute / QUARTER_HOUR_MINUTES] ?? Number.NaN;
      if (!Number.isNaN(epochMs)) slots.push({ localTime: timeOfDay(minute), startsAt: new Date(epochMs) });
    }
  }
  return slots.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}
