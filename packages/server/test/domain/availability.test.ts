import { describe, expect, it } from "vitest";
import { computeAvailableSlots } from "../../src/domain/bookings/availability.js";
import { quarterHours, settings } from "./fixtures.js";

const NOW = new Date("2026-06-01T09:00:00.000Z");
const at = (iso: string) => new Date(iso);

describe("computeAvailableSlots", () => {
  it("offers every slot when nothing is booked", () => {
    expect(
      computeAvailableSlots({ settings: settings(), localDate: "2026-06-02", partySize: 2, now: NOW, holdings: [] }),
    ).toEqual({
      availableSlots: quarterHours("17:00", "20:30"),
      fullSlots: [],
    });
  });

  it("lists the slots whose seating would overlap a full moment as full", () => {
    const holdings = [{ startsAt: at("2026-06-02T18:00:00.000Z"), partySize: 9 }];
    const result = computeAvailableSlots({ settings: settings(), localDate: "2026-06-02", partySize: 2, now: NOW, holdings });
    expect(result.fullSlots).toEqual(quarterHours("17:45", "20:15"));
    expect(result.availableSlots).toEqual(["17:00", "17:15", "17:30", "20:30"]);
  });

  it("leaves out slots in the past or inside the advance window, from both lists", () => {
    const now = at("2026-06-02T17:00:00.000Z"); // 18:00 local
    const result = computeAvailableSlots({ settings: settings(), localDate: "2026-06-02", partySize: 2, now, holdings: [] });
    expect(result.availableSlots).toEqual(quarterHours("19:00", "20:30"));
  });

  it("offers nothing beyond the horizon, when not accepting, or for a party outside min/max", () => {
    const empty = { availableSlots: [], fullSlots: [] };
    const base = { localDate: "2026-06-02", now: NOW, holdings: [] };
    expect(computeAvailableSlots({ ...base, settings: settings({ maxAdvanceDays: 0 }), partySize: 2 })).toEqual(empty);
    expect(computeAvailableSlots({ ...base, settings: settings({ acceptingBookings: false }), partySize: 2 })).toEqual(empty);
    expect(computeAvailableSlots({ ...base, settings: settings({ minPartySize: 3 }), partySize: 2 })).toEqual(empty);
    expect(computeAvailableSlots({ ...base, settings: settings(), partySize: 9 })).toEqual(empty);
  });

  it("offers the last day of the horizon", () => {
    const result = computeAvailableSlots({
      settings: settings({ maxAdvanceDays: 1 }),
      localDate: "2026-06-02",
      partySize: 2,
      now: NOW,
      holdings: [],
    });
    expect(result.availableSlots).toHaveLength(15);
  });

  it("does not count the excluded booking's own seats, and leaves out only one equal holding", () => {
    const own = { startsAt: at("2026-06-02T18:00:00.000Z"), partySize: 5 };
    const base = { settings: settings(), localDate: "2026-06-02", partySize: 6, now: NOW };
    expect(computeAvailableSlots({ ...base, holdings: [own] }).availableSlots).not.toContain("19:00");
    expect(computeAvailableSlots({ ...base, holdings: [own], excluded: own }).availableSlots).toContain("19:00");
    // Another booking of the same size at the same time still counts.
    const twin = { ...own };
    expect(computeAvailableSlots({ ...base, holdings: [own, twin], excluded: own }).fullSlots).toContain("19:00");
    // A holding of another size is not the excluded booking.
    const other = { ...own, partySize: 4 };
    expect(computeAvailableSlots({ ...base, partySize: 7, holdings: [other], excluded: own }).fullSlots).toContain("19:00");
  });
});
