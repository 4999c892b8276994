import { describe, expect, it } from "vitest";
import { checkBookingRequest } from "../../src/domain/bookings/booking-request-check.js";
import type { RestaurantSettingsInput } from "../../src/domain/restaurant-settings.js";
import { settings } from "./fixtures.js";

const NOW = new Date("2026-06-01T09:00:00.000Z");

function check(
  overrides: Partial<RestaurantSettingsInput>,
  request: Partial<{ localDate: string; localTime: string; partySize: number; now: Date }> = {},
) {
  return checkBookingRequest({
    settings: settings(overrides),
    localDate: "2026-06-02",
    localTime: "19:00",
    partySize: 2,
    now: NOW,
    ...request,
  });
}

describe("checkBookingRequest", () => {
  it("accepts a bookable slot and gives its instant", () => {
    expect(check({})).toEqual({ ok: true, startsAt: new Date("2026-06-02T18:00:00.000Z") });
  });

  it("refuses when not accepting bookings, before anything else", () => {
    expect(check({ acceptingBookings: false, closedDates: ["2026-06-02"] }, { partySize: 99 })).toMatchObject({
      ok: false,
      code: "RESTAURANT_UNAVAILABLE",
      message: "The restaurant is not accepting bookings",
    });
  });

  it("refuses a closed date, a time that is no slot, and a date beyond the horizon as unavailable", () => {
    expect(check({ closedDates: ["2026-06-02"] })).toMatchObject({ code: "RESTAURANT_UNAVAILABLE" });
    expect(check({}, { localTime: "21:00" })).toMatchObject({ code: "RESTAURANT_UNAVAILABLE" });
    expect(check({ maxAdvanceDays: 0 })).toMatchObject({ code: "RESTAURANT_UNAVAILABLE" });
  });

  it("refuses a past slot or one inside the advance window after the availability checks", () => {
    expect(check({}, { localDate: "2026-05-31" })).toMatchObject({ code: "ADVANCE_TIME_REQUIRED" });
    expect(check({}, { now: new Date("2026-06-02T17:00:01.000Z") })).toMatchObject({ code: "ADVANCE_TIME_REQUIRED" });
    expect(check({}, { now: new Date("2026-06-02T17:00:00.000Z") })).toMatchObject({ ok: true });
    expect(check({ closedDates: ["2026-05-31"] }, { localDate: "2026-05-31" })).toMatchObject({ code: "RESTAURANT_UNAVAILABLE" });
  });

  it("refuses a party outside min/max last, as a validation error on partySize", () => {
    expect(check({ maxPartySize: 4 }, { partySize: 5 })).toEqual({
      ok: false,
      code: "VALIDATION_ERROR",
      field: "partySize",
      message: "Party size must be between 1 and 4",
      offersAlternatives: false,
    });
    expect(check({ maxPartySize: 4 }, { partySize: 5, localDate: "2026-05-31" })).toMatchObject({
      code: "ADVANCE_TIME_REQUIRED",
    });
  });

  it("offers alternatives for a time that is no slot of an open day and for the advance window, not otherwise", () => {
    expect(check({}, { localTime: "21:00" })).toMatchObject({ code: "RESTAURANT_UNAVAILABLE", offersAlternatives: true });
    expect(check({}, { localDate: "2026-05-31" })).toMatchObject({ code: "ADVANCE_TIME_REQUIRED", offersAlternatives: true });
    expect(check({ closedDates: ["2026-06-02"] })).toMatchObject({ offersAlternatives: false });
    expect(check({ acceptingBookings: false })).toMatchObject({ offersAlternatives: false });
    expect(check({ maxAdvanceDays: 0 })).toMatchObject({ offersAlternatives: false });
  });
});
