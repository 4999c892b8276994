import { Temporal } from "temporal-polyfill";

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
  const wallClock = Temporal.PlainDateTime.from(`${localDate}T${localTime}`);
  const zoned = wallClock.toZonedDateTime(timeZone, { disambiguation: "earlier" });
  // In a DST gap, "earlier" lands on another wall-clock time: that is how a missing time shows.
  if (!zoned.toPlainDateTime().equals(wallClock)) return null;
  return new Date(zoned.epochMilliseconds);
}

/** The restaurant-local date and time of an instant. */
export function localDateTimeOf(instant: Date, timeZone: string): { localDate: string; localTime: string } {
  const zoned = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  return {
    localDate: zoned.toPlainDate().toString(),
    localTime: timeOfDay(zoned.hour * 60 + zoned.minute),
  };
}

/** The first instant of a restaurant-local date (not always 00:00 where DST starts at midnight). */
export function startOfLocalDay(localDate: string, timeZone: string): Date {
  const zoned = Temporal.PlainDate.from(localDate).toZonedDateTime({ timeZone });
  return new Date(zoned.epochMilliseconds);
}

/** The first instant of the restaurant-local calendar month that contains `instant`. */
export function startOfLocalMonth(instant: Date, timeZone: string): Date {
  const { localDate } = localDateTimeOf(instant, timeZone);
  return startOfLocalDay(`${localDate.slice(0, 8)}01`, timeZone);
}

export function addDays(localDate: string, days: number): string {
  return Temporal.PlainDate.from(localDate).add({ days }).toString();
}

/** ISO weekday, 1 = Monday ... 7 = Sunday. */
export function isoWeekday(localDate: string): number {
  return Temporal.PlainDate.from(localDate).dayOfWeek;
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    Temporal.Now.zonedDateTimeISO(timeZone);
    return true;
  } catch {
    return false;
  }
}
