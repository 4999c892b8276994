import { describe, expect, it } from "vitest";
import { restaurantSettingsSchema } from "../../src/domain/restaurant-settings.js";
import { settings } from "./fixtures.js";

function problems(overrides: Record<string, unknown>): string[] {
  const {
    name,
    timezone,
    weeklyHours,
    seatingDurationMinutes,
    seatCapacity,
    minPartySize,
    maxPartySize,
    minAdvanceMinutes,
    maxAdvanceDays,
    monthlyBookingCap,
  } = settings();
  const result = restaurantSettingsSchema.safeParse({
    name,
    timezone,
    weeklyHours,
    seatingDurationMinutes,
    seatCapacity,
    minPartySize,
    maxPartySize,
    minAdvanceMinutes,
    maxAdvanceDays,
    monthlyBookingCap,
    ...overrides,
  });
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join("."));
}

describe("restaurantSettingsSchema", () => {
  it("accepts valid settings and defaults closed dates and the accepting switch", () => {
    expect(problems({})).toEqual([]);
    const parsed = restaurantSettingsSchema.parse({ ...settings(), closedDates: undefined, acceptingBookings: undefined });
    expect(parsed.closedDates).toEqual([]);
    expect(parsed.acceptingBookings).toBe(true);
  });

  it("rejects an unknown time zone", () => {
    expect(problems({ timezone: "Europe/Atlantis" })).toEqual(["timezone"]);
  });

  it("rejects off-grid, inverted and overlapping service periods", () => {
    expect(problems({ weeklyHours: { "1": [{ open: "17:10", close: "22:00" }] } })).toEqual(["weeklyHours.1.0.open"]);
    expect(problems({ weeklyHours: { "1": [{ open: "22:00", close: "17:00" }] } })).toEqual(["weeklyHours.1.0"]);
    expect(
      problems({
        weeklyHours: {
          "1": [
            { open: "12:00", close: "15:00" },
            { open: "14:00", close: "18:00" },
          ],
        },
      }),
    ).toEqual(["weeklyHours.1"]);
    expect(problems({ weeklyHours: { "8": [] } })).toEqual(["weeklyHours"]);
  });

  it("accepts a period that closes at midnight", () => {
    expect(problems({ weeklyHours: { "5": [{ open: "18:00", close: "24:00" }] } })).toEqual([]);
  });

  it("rejects a minimum party size above the maximum and a seating off the 15-minute grid", () => {
    expect(problems({ minPartySize: 6, maxPartySize: 4 })).toEqual(["maxPartySize"]);
    expect(problems({ seatingDurationMinutes: 100 })).toEqual(["seatingDurationMinutes"]);
  });
});
