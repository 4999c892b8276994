import { describe, expect, it } from "vitest";
import { computeDaySlots } from "../../src/domain/bookings/day-slots.js";
import { quarterHours, settings } from "./fixtures.js";

const times = (slots: Array<{ localTime: string }>) => slots.map((slot) => slot.localTime);

describe("computeDaySlots", () => {
  it("offers every quarter hour from opening to closing minus the seating duration", () => {
    expect(times(computeDaySlots(settings(), "2026-06-02"))).toEqual(quarterHours("17:00", "20:30"));
  });

  it("combines several service periods in time order", () => {
    const twoPeriods = settings({
      weeklyHours: {
        "2": [
          { open: "18:00", close: "21:00" },
          { open: "12:00", close: "14:00" },
        ],
      },
      seatingDurationMinutes: 60,
    });
    expect(times(computeDaySlots(twoPeriods, "2026-06-02"))).toEqual([
      ...quarterHours("12:00", "13:00"),
      ...quarterHours("18:00", "20:00"),
    ]);
  });

  it("has no slots on a closed date or a weekday without hours", () => {
    expect(computeDaySlots(settings({ closedDates: ["2026-06-02"] }), "2026-06-02")).toEqual([]);
    expect(computeDaySlots(settings({ weeklyHours: { "1": [{ open: "17:00", close: "22:00" }] } }), "2026-06-02")).toEqual([]);
  });

  it("has no slot when the seating is longer than the period", () => {
    expect(computeDaySlots(settings({ weeklyHours: { "2": [{ open: "17:00", close: "18:00" }] } }), "2026-06-02")).toEqual([]);
  });

  it("skips the wall-clock times a spring-forward DST change removes", () => {
    const night = settings({ weeklyHours: { "7": [{ open: "00:00", close: "04:00" }] }, seatingDurationMinutes: 60 });
    const slots = computeDaySlots(night, "2026-03-29");
    expect(times(slots)).toEqual(["00:00", "00:15", "00:30", "00:45", "02:00", "02:15", "02:30", "02:45", "03:00"]);
    expect(slots[4]?.startsAt.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("keeps a repeated autumn wall-clock time once, at its earlier instant", () => {
    const night = settings({ weeklyHours: { "7": [{ open: "00:00", close: "04:00" }] }, seatingDurationMinutes: 60 });
    const slots = computeDaySlots(night, "2026-10-25");
    expect(times(slots)).toEqual(quarterHours("00:00", "03:00"));
    expect(slots.find((slot) => slot.localTime === "01:00")?.startsAt.toISOString()).toBe("2026-10-25T00:00:00.000Z");
    expect(slots.find((slot) => slot.localTime === "02:00")?.startsAt.toISOString()).toBe("2026-10-25T02:00:00.000Z");
  });

  it("skips the missing hour in New York too", () => {
    const night = settings({
      timezone: "America/New_York",
      weeklyHours: { "7": [{ open: "01:00", close: "04:00" }] },
      seatingDurationMinutes: 60,
    });
    expect(times(computeDaySlots(night, "2026-03-08"))).toEqual(["01:00", "01:15", "01:30", "01:45", "03:00"]);
  });
});
