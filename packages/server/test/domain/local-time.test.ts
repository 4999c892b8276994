import { Temporal } from "temporal-polyfill";
import { describe, expect, it } from "vitest";
import {
  addDays,
  instantOfLocalTime,
  isKnownTimeZone,
  isoWeekday,
  localDateOf,
  localDateTimeOf,
  localMonthOf,
  quarterHourInstantsOf,
  startOfLocalDay,
} from "../../src/domain/local-time.js";

describe("instantOfLocalTime", () => {
  it("converts a summer wall-clock time in London to UTC", () => {
    expect(instantOfLocalTime("2026-06-02", "19:00", "Europe/London")?.toISOString()).toBe("2026-06-02T18:00:00.000Z");
  });

  it("returns null for a wall-clock time skipped when the clocks go forward", () => {
    expect(instantOfLocalTime("2026-03-29", "01:30", "Europe/London")).toBeNull();
    expect(instantOfLocalTime("2026-03-08", "02:15", "America/New_York")).toBeNull();
    expect(instantOfLocalTime("2026-03-29", "02:00", "Europe/London")?.toISOString()).toBe("2026-03-29T01:00:00.000Z");
  });

  it("resolves a wall-clock time that occurs twice to the earlier instant", () => {
    expect(instantOfLocalTime("2026-10-25", "01:30", "Europe/London")?.toISOString()).toBe("2026-10-25T00:30:00.000Z");
    expect(instantOfLocalTime("2026-11-01", "01:30", "America/New_York")?.toISOString()).toBe("2026-11-01T05:30:00.000Z");
  });
});

describe("local calendar helpers", () => {
  it("gives the local date and time of an instant", () => {
    expect(localDateTimeOf(new Date("2026-06-02T23:30:00.000Z"), "Europe/London")).toEqual({
      localDate: "2026-06-03",
      localTime: "00:30",
    });
  });

  it("reads local time right in zones with odd offsets and across midnight and DST", () => {
    const at = (iso: string, zone: string) => localDateTimeOf(new Date(iso), zone);
    expect(at("2026-06-01T10:00:00.000Z", "Pacific/Kiritimati")).toEqual({ localDate: "2026-06-02", localTime: "00:00" });
    expect(at("2026-06-01T02:15:00.000Z", "America/St_Johns")).toEqual({ localDate: "2026-05-31", localTime: "23:45" });
    expect(at("2026-11-01T05:30:00.000Z", "America/New_York")).toEqual({ localDate: "2026-11-01", localTime: "01:30" });
    expect(at("2026-11-01T06:30:00.000Z", "America/New_York")).toEqual({ localDate: "2026-11-01", localTime: "01:30" });
  });

  it("finds the first instant of a local day, and the local month of an instant", () => {
    expect(startOfLocalDay("2026-06-02", "Europe/London").toISOString()).toBe("2026-06-01T23:00:00.000Z");
    expect(localMonthOf(new Date("2026-06-30T23:30:00.000Z"), "Europe/London")).toBe("2026-07-01");
    expect(localMonthOf(new Date("2026-07-01T03:30:00.000Z"), "America/New_York")).toBe("2026-06-01");
  });

  it("adds days across month and year ends and knows ISO weekdays", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(isoWeekday("2026-06-01")).toBe(1);
    expect(isoWeekday("2026-06-07")).toBe(7);
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
    expect(addDays("2026-03-29", 1)).toBe("2026-03-30");
  });

  it("tells known IANA zones from unknown ones", () => {
    expect(isKnownTimeZone("Europe/London")).toBe(true);
    expect(isKnownTimeZone("Mars/Olympus")).toBe(false);
  });
});

describe("localDateOf", () => {
  it("gives the local date of instants asked in any order, across midnight and the DST change", () => {
    const instants = [
      "2026-03-28T23:59:59.999Z", // Sat 23:59 GMT
      "2026-03-29T00:00:00.000Z", // Sun 00:00 GMT
      "2026-03-29T22:59:59.999Z", // Sun 23:59 BST
      "2026-03-29T23:00:00.000Z", // Mon 00:00 BST
      "2026-03-29T12:00:00.000Z",
      "2026-03-28T12:00:00.000Z",
    ];
    for (const zone of ["Europe/London", "Asia/Kathmandu", "America/St_Johns"]) {
      for (const text of instants) {
        const instant = new Date(text);
        expect(localDateOf(instant, zone)).toBe(localDateTimeOf(instant, zone).localDate);
      }
    }
  });
});

describe("quarterHourInstantsOf", () => {
  it("gives every quarter hour the instant a one-by-one conversion gives, on ordinary and DST-change days", () => {
    const days: Array<[string, string]> = [
      ["Europe/London", "2026-03-29"],
      ["Europe/London", "2026-10-25"],
      ["Europe/London", "2026-07-01"],
      ["America/Santiago", "2026-09-06"],
      ["America/Santiago", "2026-04-05"],
      ["Australia/Lord_Howe", "2026-10-04"],
      ["Asia/Kathmandu", "2026-01-15"],
    ];
    for (const [zone, date] of days) {
      const instants = quarterHourInstantsOf(date, zone);
      for (let quarter = 0; quarter < 96; quarter++) {
        const time = `${String(Math.floor(quarter / 4)).padStart(2, "0")}:${String((quarter % 4) * 15).padStart(2, "0")}`;
        const wallClock = Temporal.PlainDateTime.from(`${date}T${time}`);
        const zoned = wallClock.toZonedDateTime(zone, { disambiguation: "earlier" });
        const expected = zoned.toPlainDateTime().equals(wallClock) ? zoned.epochMilliseconds : Number.NaN;
        expect([zone, date, time, instants[quarter]]).toEqual([zone, date, time, expected]);
      }
    }
  });
});
