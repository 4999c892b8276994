import { Temporal } from "temporal-polyfill";
import { BoundedMemo } from "./bounded-memo.js";

/**
 * Time-zone arithmetic through the Temporal polyfill costs about 10 µs a call, and one
 * availability request makes dozens of them for the same few dates; profiled under load it was
 * the largest single cost. The answers are pure functions of their arguments, so they are
 * remembered: for a zone and date, the instants of all 96 quarter hours at once (NaN where DST
 * skips a time), since slots sit on that grid.
 */
const quarterHourInstantsOfDays = new BoundedMemo<Float64Array>(20_000);
/** Per zone, remembered local date-times by instant; forgotten all at once past this many. */
const localDateTimesByZone = new Map<string, Map<number, LocalDateTime>>();
const LOCAL_TIMES_PER_ZONE = 20_000;
const startsOfLocalDays = new BoundedMemo<number>(20_000);
const wallClockFormatters = new Map<string, Intl.DateTimeFormat>();
/** The grid of the remembered instants; restaurant times (slots, opening hours) all sit on it. */
export const QUARTER_HOUR_MINUTES = 15;
const QUARTER_HOURS_PER_DAY = (24 * 60) / QUARTER_HOUR_MINUTES;
const DAY_MS = 86_400_000;

export interface LocalDateTime {
  readonly localDate: string;
  readonly localTime: string;
}

/** Wall-clock "HH:MM" to minutes since midnight. */
export function minutesOfDay(time: string): number {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  return hours * 60 + minutes;
}

/** Minutes since midnight to wall-clock "HH:MM". */
export function timeOfDay(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
}

/**
 * The instant a restaurant-local date and time denote, or null when that wall-clock time does not
 * exist (skipped by a DST change). A time that occurs twice resolves to the earlier instant.
 */
export function instantOfLocalTime(localDate: string, localTime: string, timeZone: string): Date | null {
  const minute = minutesOfDay(localTime);
  // A time on the grid within the day is in the day's table; any other is converted on its own.
  const remembered =
    minute % QUARTER_HOUR_MINUTES === 0 ? quarterHourInstantsOf(localDate, timeZone)[minute / QUARTER_HOUR_MINUTES] : undefined;
  const epochMs = remembered ?? computeInstantOfLocalTime(localDate, localTime, timeZone);
  return Number.isNaN(epochMs) ? null : new Date(epochMs);
}

/** The instants of a local date's quarter hours (index = minutes / QUARTER_HOUR_MINUTES), NaN where DST skips one. */
export function quarterHourInstantsOf(localDate: string, timeZone: string): Float64Array {
  return quarterHourInstantsOfDays.get(`${timeZone}|${localDate}`, () => {
    const instants = new Float64Array(QUARTER_HOURS_PER_DAY);
    // Most days keep one UTC offset from 00:00 to 23:45: two conversions then give all 96. A day
    // with a DST change (or a skipped midnight) has its quarter hours converted one by one.
    const first = computeInstantOfLocalTime(localDate, "00:00", timeZone);
    const last = computeInstantOfLocalTime(localDate, timeOfDay((QUARTER_HOURS_PER_DAY - 1) * QUARTER_HOUR_MINUTES), timeZone);
    const quarterMs = QUARTER_HOUR_MINUTES * 60_000;
    const oneOffset = last - first === (QUARTER_HOURS_PER_DAY - 1) * quarterMs;
    for (let quarter = 0; quarter < QUARTER_HOURS_PER_DAY; quarter++) {
      instants[quarter] = oneOffset
        ? first + quarter * quarterMs
        : computeInstantOfLocalTime(localDate, timeOfDay(quarter * QUARTER_HOUR_MINUTES), timeZone);
    }
    return instants;
  });
}

function computeInstantOfLocalTime(localDate: string, localTime: string, timeZone: string): number {
  const wallClock = Temporal.PlainDateTime.from(`${localDate}T${localTime}`);
  const zoned = wallClock.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  // In a DST gap, "earlier" lands on another wall-clock time: that is how a missing time shows.
  return zoned.toPlainDateTime().equals(wallClock) ? zoned.epochMilliseconds : Number.NaN;
}

/** The restaurant-local date and time of an instant. */
export function localDateTimeOf(instant: Date, timeZone: string): LocalDateTime {
  // Keyed by zone, then by epoch ms: a list page asks this for every row, and building a string
  // key per row cost more than the lookup.
  let byInstant = localDateTimesByZone.get(timeZone);
  if (byInstant === undefined) {
    byInstant = new Map();
    localDateTimesByZone.set(timeZone, byInstant);
  }
  const at = instant.getTime();
  let known = byInstant.get(at);
  if (known === undefined) {
    known = formatLocalDateTime(instant, timeZone);
    if (byInstant.size >= LOCAL_TIMES_PER_ZONE) byInstant.clear();
    byInstant.set(at, known);
  }
  return known;
}

function formatLocalDateTime(instant: Date, timeZone: string): LocalDateTime {
  const parts: Record<string, string> = {};
  for (const part of wallClockFormatter(timeZone).formatToParts(instant)) parts[part.type] = part.value;
  return Object.freeze({ localDate: `${parts.year}-${parts.month}-${parts.day}`, localTime: `${parts.hour}:${parts.minute}` });
}

/** Per zone, the local day that contained the last instant asked about, as [from, to) epoch ms. */
const lastLocalDays = new Map<string, { from: number; to: number; localDate: string }>();

/**
 * The restaurant-local date of an instant. Every request asks it of "now", a new instant each
 * time: remembering instants would fill the memo with keys never asked again, so the zone's
 * current day is remembered as an interval instead.
 */
export function localDateOf(instant: Date, timeZone: string): string {
  const at = instant.getTime();
  const known = lastLocalDays.get(timeZone);
  if (known !== undefined && at >= known.from && at < known.to) return known.localDate;
  const { localDate } = formatLocalDateTime(instant, timeZone);
  const from = startOfLocalDay(localDate, timeZone).getTime();
  const to = startOfLocalDay(addDays(localDate, 1), timeZone).getTime();
  lastLocalDays.set(timeZone, { from, to, localDate });
  return localDate;
}

/**
 * Intl reads the same time-zone database as Temporal at a fraction of the polyfill's cost, which
 * matters here: every request asks what "today" is at the restaurant.
 */
function wallClockFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = wallClockFormatters.get(timeZone);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    wallClockFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The first instant of a restaurant-local date (not always 00:00 where DST starts at midnight). */
export function startOfLocalDay(localDate: string, timeZone: string): Date {
  return new Date(
    startsOfLocalDays.get(
      `${timeZone}|${localDate}`,
      () => Temporal.PlainDate.from(localDate).toZonedDateTime({ timeZone }).epochMilliseconds,
    ),
  );
}

/** The first day ("YYYY-MM-01") of the restaurant-local calendar month that contains `instant`. */
export function localMonthOf(instant: Date, timeZone: string): string {
  return `${localDateOf(instant, timeZone).slice(0, 8)}01`;
}

/** Calendar arithmetic on dates alone needs no time zone: UTC midnights stand in for them. */
export function addDays(localDate: string, days: number): string {
  return new Date(utcMidnightOf(localDate) + days * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
export function isoWeekday(localDate: string): number {
  return new Date(utcMidnightOf(localDate)).getUTCDay() || 7;
}

function utcMidnightOf(localDate: string): number {
  const [year = 0, month = 1, day = 1] = localDate.split("-").map(Number);
  return Date.UTC(year, month - 1, day);
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}
