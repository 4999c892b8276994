import { describe, expect, it } from "vitest";
import { canSeatParty, peakSeatsHeld } from "../../src/domain/bookings/seat-capacity.js";

const at = (time: string) => new Date(`2026-06-02T${time}:00.000Z`);
const NINETY_MINUTES = 90 * 60_000;

describe("peakSeatsHeld", () => {
  it("sums overlapping bookings at the busiest moment of the window", () => {
    const holdings = [
      { startsAt: at("18:00"), partySize: 4 },
      { startsAt: at("19:00"), partySize: 3 },
      { startsAt: at("20:00"), partySize: 2 },
    ];
    expect(peakSeatsHeld(holdings, at("19:00"), NINETY_MINUTES)).toBe(7);
    expect(peakSeatsHeld(holdings, at("19:30"), NINETY_MINUTES)).toBe(5);
  });

  it("treats seatings as half-open: one ending as the window starts holds nothing", () => {
    expect(peakSeatsHeld([{ startsAt: at("17:30"), partySize: 6 }], at("19:00"), NINETY_MINUTES)).toBe(0);
    expect(peakSeatsHeld([{ startsAt: at("17:31"), partySize: 6 }], at("19:00"), NINETY_MINUTES)).toBe(6);
  });

  it("counts a booking that starts inside the window", () => {
    expect(peakSeatsHeld([{ startsAt: at("20:29"), partySize: 5 }], at("19:00"), NINETY_MINUTES)).toBe(5);
    expect(peakSeatsHeld([{ startsAt: at("20:30"), partySize: 5 }], at("19:00"), NINETY_MINUTES)).toBe(0);
  });
});

describe("canSeatParty", () => {
  const holdings = [{ startsAt: at("19:00"), partySize: 8 }];
  const check = (partySize: number) =>
    canSeatParty({ holdings, startsAt: at("19:15"), durationMinutes: 90, partySize, seatCapacity: 10 });

  it("fits a party that fills the room exactly", () => {
    expect(check(2)).toBe(true);
  });

  it("refuses a party one seat too big", () => {
    expect(check(3)).toBe(false);
  });
});
