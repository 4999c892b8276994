import { describe, expect, it } from "vitest";
import { filtersFromSearch, searchOfFilters } from "../src/pages/bookings/day-filters-url.js";
import { isLocalDate, shiftDate, todayIn } from "../src/pages/bookings/local-date.js";

const DEFAULTS = { today: "2026-11-23", minPartySize: 1, maxPartySize: 8 };

describe("the Bookings page's restaurant-local dates", () => {
  it("takes today from the restaurant's time zone, not the reader's", () => {
    const lateEveningInLondon = new Date("2026-11-23T23:30:00Z");
    expect(todayIn("Europe/London", lateEveningInLondon)).toBe("2026-11-23");
    expect(todayIn("Asia/Tokyo", lateEveningInLondon)).toBe("2026-11-24");
    expect(todayIn("America/Los_Angeles", lateEveningInLondon)).toBe("2026-11-23");
  });

  it("steps across month, year and leap-day boundaries", () => {
    expect(shiftDate("2026-11-30", 1)).toBe("2026-12-01");
    expect(shiftDate("2027-01-01", -1)).toBe("2026-12-31");
    expect(shiftDate("2028-02-28", 1)).toBe("2028-02-29");
    expect(shiftDate("2026-03-29", 1)).toBe("2026-03-30");
  });

  it("accepts only real calendar dates", () => {
    expect(isLocalDate("2026-02-28")).toBe(true);
    for (const value of ["2026-02-30", "2026-13-01", "26-01-01", "", null, "2026-1-01"])
      expect(isLocalDate(value), String(value)).toBe(false);
  });
});

describe("the Bookings page's address", () => {
  it("round-trips its filters", () => {
    const filters = { date: "2026-12-01", status: "no-show", partySize: 4 } as const;
    expect(filtersFromSearch(searchOfFilters(filters), DEFAULTS)).toEqual(filters);
  });

  it("falls back to today, all statuses and the smallest party for anything missing or malformed", () => {
    expect(filtersFromSearch("", DEFAULTS)).toEqual({ date: "2026-11-23", status: "all", partySize: 1 });
    expect(filtersFromSearch("date=2026-02-30&status=eaten&party=99", DEFAULTS)).toEqual({
      date: "2026-11-23",
      status: "all",
      partySize: 1,
    });
    expect(filtersFromSearch("party=2.5", DEFAULTS).partySize).toBe(1);
  });
});
