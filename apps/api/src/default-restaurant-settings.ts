import type { RestaurantSettingsInput } from "@reservation-api/server";

const EVENINGS = [{ open: "17:00", close: "22:00" }];

/** What a new restaurant starts with unless the operator says otherwise. */
export function defaultRestaurantSettings(name: string): RestaurantSettingsInput {
  return {
    name,
    timezone: "Europe/London",
    weeklyHours: { "1": EVENINGS, "2": EVENINGS, "3": EVENINGS, "4": EVENINGS, "5": EVENINGS, "6": EVENINGS, "7": EVENINGS },
    closedDates: [],
    seatingDurationMinutes: 90,
    seatCapacity: 40,
    minPartySize: 1,
    maxPartySize: 12,
    minAdvanceMinutes: 60,
    maxAdvanceDays: 90,
    monthlyBookingCap: 5000,
    acceptingBookings: true,
  };
}
