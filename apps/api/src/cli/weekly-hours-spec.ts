import type { WeeklyHours } from "@reservation-api/server";

const DAY_NAMES = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"] as const;

export class HoursSpecError extends Error {
  override readonly name = "HoursSpecError";
}

/**
 * Parses opening hours written for humans, e.g. `mon-fri=17:00-22:00;sat,sun=12:00-15:00,17:00-23:00`.
 * Days are mon..sun, alone, in lists or ranges (a range may wrap: fri-mon); `closed` clears a day.
 * Days not named stay closed. Later groups override earlier ones for the same day.
 *
 * @example
 * parseWeeklyHoursSpec("tue-sat=18:00-23:00") // { "2": [{open:"18:00",close:"23:00"}], ..., "6": [...] }
 */
export function parseWeeklyHoursSpec(spec: string): WeeklyHours {
  const hours: Record<string, Array<{ open: string; close: string }>> = {};
  for (const group of spec
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [daysText, periodsText, ...rest] = group.split("=");
    if (daysText === undefined || periodsText === undefined || rest.length > 0) {
      throw new HoursSpecError(`"${group}" should look like mon-fri=17:00-22:00`);
    }
    const periods = parsePeriods(periodsText.trim());
    for (const day of parseDays(daysText.trim())) hours[String(day)] = periods;
  }
  return hours;
}

function parseDays(text: string): number[] {
  return text.split(",").flatMap((item) => {
    const [from, to, ...rest] = item.trim().toLowerCase().split("-");
    if (rest.length > 0 || from === undefined) throw new HoursSpecError(`"${item}" is not a day or a day range`);
    const start = dayNumber(from);
    if (to === undefined) return [start];
    const end = dayNumber(to);
    const length = ((end - start + 7) % 7) + 1;
    return Array.from({ length }, (_, offset) => ((start - 1 + offset) % 7) + 1);
  });
}

function dayNumber(name: string): number {
  const index = DAY_NAMES.indexOf(name as (typeof DAY_NAMES)[number]);
  if (index < 0) throw new HoursSpecError(`"${name}" is not a day; use ${DAY_NAMES.join(", ")}`);
  return index + 1;
}

function parsePeriods(text: string): Array<{ open: string; close: string }> {
  if (text.toLowerCase() === "closed") return [];
  return text.split(",").map((period) => {
    const match = /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(period.trim());
    if (!match) throw new HoursSpecError(`"${period}" should look like 17:00-22:00`);
    return { open: match[1] as string, close: match[2] as string };
  });
}
