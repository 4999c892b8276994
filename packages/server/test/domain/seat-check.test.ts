import { describe, expect, it } from "vitest";
import { checkSeats, seatHoldingRange, seatsHeldByOthers } from "../../src/domain/bookings/seat-check.js";

const at = (time: string) => new Date(`2026-06-02T${time}:00.000Z`);
const seating = { durationMinutes: 90, seatCapacity: 10 };
const OWN = "00000000-0000-4000-8000-000000000001";
const OTHER = "00000000-0000-4000-8000-000000000002";

describe("checkSeats", () => {
  it("refuses with CAPACITY_EXCEEDED, offering alternatives, when the party does not fit", () => {
    const holdings = [{ bookingId: OTHER, startsAt: at("19:00"), partySize: 6 }];
    expect(checkSeats({ ...seating, holdings, startsAt: at("19:00"), partySize: 4 })).toEqual({ ok: true });
    expect(checkSeats({ ...seating, holdings, startsAt: at("19:00"), partySize: 5 })).toEqual({
      ok: false,
      code: "CAPACITY_EXCEEDED",
      message: "Not enough seats left at that time for this party size",
      offersAlternatives: true,
    });
  });

  it("leaves the changed booking's own seats out: growing 6 to 8 at the same time needs only 2 more", () => {
    const holdings = [
      { bookingId: OWN, startsAt: at("19:00"), partySize: 6 },
      { bookingId: OTHER, startsAt: at("19:30"), partySize: 2 },
    ];
    const grow = { ...seating, holdings, startsAt: at("19:00"), partySize: 8 };
    expect(checkSeats({ ...grow, excludeBookingId: OWN })).toEqual({ ok: true });
    // Counted as another booking's seats, the same 8 would not fit.
    expect(checkSeats(grow).ok).toBe(false);
    // Its own seats give it no more than they hold: 9 needs 3 more and only 2 are left.
    expect(checkSeats({ ...grow, partySize: 9, excludeBookingId: OWN }).ok).toBe(false);
  });

  it("frees the own seats at the old time when a booking moves, but still counts everyone else's", () => {
    const holdings = [
      { bookingId: OWN, startsAt: at("18:30"), partySize: 6 },
      { bookingId: OTHER, startsAt: at("19:00"), partySize: 4 },
    ];
    const move = { ...seating, holdings, startsAt: at("19:00"), partySize: 6, excludeBookingId: OWN };
    expect(checkSeats(move)).toEqual({ ok: true });
    expect(checkSeats({ ...move, partySize: 7 }).ok).toBe(false);
  });
});

describe("seatsHeldByOthers", () => {
  it("drops only the excluded booking, and keeps the list as it is when none is excluded", () => {
    const holdings = [
      { bookingId: OWN, startsAt: at("19:00"), partySize: 6 },
      { bookingId: OTHER, startsAt: at("19:00"), partySize: 2 },
    ];
    expect(seatsHeldByOthers(holdings, OWN)).toEqual([holdings[1]]);
    expect(seatsHeldByOthers(holdings, undefined)).toBe(holdings);
  });
});

describe("seatHoldingRange", () => {
  it("spans one seating duration either side of the start: every booking that can overlap it", () => {
    expect(seatHoldingRange(at("19:00"), 90)).toEqual({ from: at("17:30"), to: at("20:30") });
  });
});
