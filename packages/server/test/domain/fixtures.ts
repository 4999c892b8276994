import {
  restaurantSettingsSchema,
  type RestaurantSettings,
  type RestaurantSettingsInput,
} from "../../src/domain/restaurant-settings.js";

const EVENINGS = [{ open: "17:00", close: "22:00" }];

/** London, 17:00-22:00 every day, 90-minute seatings, 10 seats, party 1-8, 60 minutes' notice, 90 days ahead. */
export function settings(overrides: Partial<RestaurantSettingsInput> = {}): RestaurantSettings {
  return restaurantSettingsSchema.parse({
    name: "Unit Bistro",
    timezone: "Europe/London",
    weeklyHours: { "1": EVENINGS, "2": EVENINGS, "3": EVENINGS, "4": EVENINGS, "5": EVENINGS, "6": EVENINGS, "7": EVENINGS },
    closedDates: [],
    seatingDurationMinutes: 90,
    seatCapacity: 10,
    minPartySize: 1,
    maxPartySize: 8,
    minAdvanceMinutes: 60,
    maxAdvanceDays: 90,
    monthlyBookingCap: 100,
    acceptingBookings: true,
    ...overrides,
  });
}

export function quarterHours(from: string, to: string): string[] {
  const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3));
  const times: string[] = [];
  for (let minute = toMinutes(from); minute <= toMinutes(to); minute += 15) {
    times.push(`${String(Math.floor(minute / 60)).padStart(2, "0")}:${String(minute % 60).padStart(2, "0")}`);
  }
  return times;
}
