import type { restaurants } from "@reservation-api/db";
import type { RestaurantSettings } from "../domain/restaurant-settings.js";

type RestaurantRow = typeof restaurants.$inferSelect;

/** A restaurants row as the domain sees it. */
export function settingsFromRow(row: RestaurantRow): RestaurantSettings {
  return {
    name: row.name,
    timezone: row.timezone,
    weeklyHours: row.weeklyHours,
    closedDates: row.closedDates,
    seatingDurationMinutes: row.seatingDurationMinutes,
    seatCapacity: row.seatCapacity,
    minPartySize: row.minPartySize,
    maxPartySize: row.maxPartySize,
    minAdvanceMinutes: row.minAdvanceMinutes,
    maxAdvanceDays: row.maxAdvanceDays,
    monthlyBookingCap: row.monthlyBookingCap,
    acceptingBookings: row.acceptingBookings,
  };
}

/** The columns a restaurants row gets from validated settings. */
export function rowFromSettings(settings: RestaurantSettings): Omit<RestaurantRow, "merchantId" | "slotIntervalMinutes"> {
  return { ...settings, weeklyHours: settings.weeklyHours as RestaurantRow["weeklyHours"] };
}
