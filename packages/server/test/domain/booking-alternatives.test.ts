import { describe, expect, it } from "vitest";
import { firstTimes, nearestTimes } from "../../src/domain/bookings/booking-alternatives.js";

const times = (alternatives: { localTime: string }[]) => alternatives.map((alternative) => alternative.localTime);

describe("nearestTimes", () => {
  it("keeps the five times nearest the requested one, earlier first on a tie, in time order", () => {
    const open = ["17:00", "18:30", "19:30", "20:00", "20:30", "21:00"];
    expect(times(nearestTimes("2026-06-02", "19:00", open))).toEqual(["17:00", "18:30", "19:30", "20:00", "20:30"]);
  });

  it("takes all of them when there are five or fewer, with the requested date", () => {
    expect(nearestTimes("2026-06-02", "12:00", ["18:00", "17:00"])).toEqual([
      { localDate: "2026-06-02", localTime: "17:00" },
      { localDate: "2026-06-02", localTime: "18:00" },
    ]);
    expect(nearestTimes("2026-06-02", "12:00", [])).toEqual([]);
  });

  it("prefers a later time over a farther earlier one", () => {
    expect(times(nearestTimes("2026-06-02", "17:00", ["12:00", "12:15", "17:15", "17:30", "17:45", "18:00", "18:15"]))).toEqual([
      "17:15",
      "17:30",
      "17:45",
      "18:00",
      "18:15",
    ]);
  });
});

describe("firstTimes", () => {
  it("keeps the first five times of the date", () => {
    expect(times(firstTimes("2026-06-03", ["17:00", "17:15", "17:30", "17:45", "18:00", "18:15"]))).toEqual([
      "17:00",
      "17:15",
      "17:30",
      "17:45",
      "18:00",
    ]);
  });
});
