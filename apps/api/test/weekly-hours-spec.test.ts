import { describe, expect, it } from "vitest";
import { HoursSpecError, parseWeeklyHoursSpec } from "../src/cli/weekly-hours-spec.js";

const evening = { open: "17:00", close: "22:00" };

describe("parseWeeklyHoursSpec", () => {
  it("reads day ranges, day lists and several periods a day", () => {
    expect(parseWeeklyHoursSpec("mon-wed=17:00-22:00;sat,sun=12:00-15:00,17:00-23:00")).toEqual({
      "1": [evening],
      "2": [evening],
      "3": [evening],
      "6": [
        { open: "12:00", close: "15:00" },
        { open: "17:00", close: "23:00" },
      ],
      "7": [
        { open: "12:00", close: "15:00" },
        { open: "17:00", close: "23:00" },
      ],
    });
  });

  it("wraps a range over the weekend and lets a later group close a day", () => {
    expect(Object.keys(parseWeeklyHoursSpec("fri-mon=17:00-22:00")).sort()).toEqual(["1", "5", "6", "7"]);
    expect(parseWeeklyHoursSpec("mon-fri=17:00-22:00;wed=closed")["3"]).toEqual([]);
  });

  it("accepts upper-case day names and spaces around groups", () => {
    expect(parseWeeklyHoursSpec(" MON=17:00-22:00 ; ")).toEqual({ "1": [evening] });
  });

  it.each(["funday=17:00-22:00", "mon=5pm-10pm", "mon", "mon=17:00-22:00=x", "mon-tue-wed=17:00-22:00"])(
    "rejects %j with a HoursSpecError",
    (spec) => {
      expect(() => parseWeeklyHoursSpec(spec)).toThrow(HoursSpecError);
    },
  );
});
