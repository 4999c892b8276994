import { MAX_ALTERNATIVES, type BookingAlternative } from "@reservation-api/contract";
import { minutesOfDay } from "../local-time.js";

/**
 * The bookable times of the requested date nearest to the requested time (earlier wins a tie),
 * at most five, in time order.
 *
 * @example
 * nearestTimes("2026-06-02", "19:00", ["17:00", "18:30", "19:30", "20:00", "20:30", "21:00"])
 * // 17:00, 18:30, 19:30, 20:00, 20:30 (21:00 is as far as 17:00, and later), each as { localDate, localTime }
 */
export function nearestTimes(localDate: string, requestedTime: string, bookableTimes: readonly string[]): BookingAlternative[] {
  const requested = minutesOfDay(requestedTime);
  const distance = (time: string) => Math.abs(minutesOfDay(time) - requested);
  return [...bookableTimes]
    .sort((a, b) => distance(a) - distance(b) || minutesOfDay(a) - minutesOfDay(b))
    .slice(0, MAX_ALTERNATIVES)
    .sort((a, b) => minutesOfDay(a) - minutesOfDay(b))
    .map((localTime) => ({ localDate, localTime }));
}

/** The first bookable times of another date, at most five. */
export function firstTimes(localDate: string, bookableTimes: readonly string[]): BookingAlternative[] {
  return bookableTimes.slice(0, MAX_ALTERNATIVES).map((localTime) => ({ localDate, localTime }));
}
