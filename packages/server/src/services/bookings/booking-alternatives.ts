import { ALTERNATIVE_SEARCH_DAYS, type BookingAlternative } from "@reservation-api/contract";
import type { Database } from "@reservation-api/db";
import { firstTimes, nearestTimes } from "../../domain/bookings/booking-alternatives.js";
import { computeAvailableSlots } from "../../domain/bookings/availability.js";
import { isPartySizeAccepted, lastBookableDate, seatHoldingWindow } from "../../domain/bookings/booking-window.js";
import { computeDaySlots } from "../../domain/bookings/day-slots.js";
import { addDays, localDateTimeOf } from "../../domain/local-time.js";
import type { BookingAccess } from "../../domain/merchant-access.js";
import { seatsHeldByOthers } from "../../domain/bookings/seat-check.js";
import { readSeatHoldings } from "../../storage/bookings/booking-constraints-store.js";
import { findSeatHoldings } from "../../storage/bookings/booking-store.js";

/**
 * What a refused create offers instead: the bookable times of the requested date nearest to the
 * requested time, else the first bookable times of the next date that has any (up to
 * ALTERNATIVE_SEARCH_DAYS on, within the horizon; one query covers them all). "Bookable" is exactly the availability endpoint's `availableSlots`. Only
 * ever called on an error path. `excludeBookingId`: a booking being changed, whose own seats count as free.
 */
export async function findAlternatives(
  db: Database,
  access: BookingAccess,
  request: { localDate: string; localTime: string; partySize: number },
  now: Date,
  excludeBookingId?: string,
): Promise<BookingAlternative[]> {
  const { settings } = access;
  if (!settings.acceptingBookings || !isPartySizeAccepted(settings, request.partySize)) return [];
  const sameDay = await bookableTimes(db, access, [request.localDate], request.partySize, now, excludeBookingId);
  const onRequestedDate = sameDay.get(request.localDate) ?? [];
  if (onRequestedDate.length > 0) return nearestTimes(request.localDate, request.localTime, onRequestedDate);

  const today = localDateTimeOf(now, settings.timezone).localDate;
  const firstDate = maxDate(addDays(request.localDate, 1), today);
  const lastDate = minDate(addDays(firstDate, ALTERNATIVE_SEARCH_DAYS - 1), lastBookableDate(settings, now));
  const openDates = datesFrom(firstDate, lastDate).filter((date) => computeDaySlots(settings, date).length > 0);
  const later = await bookableTimes(db, access, openDates, request.partySize, now, excludeBookingId);
  for (const date of openDates) {
    const times = later.get(date) ?? [];
    if (times.length > 0) return firstTimes(date, times);
  }
  return [];
}

/** The available slots of each date, from one read of the seats held over all of them. */
async function bookableTimes(
  db: Database,
  access: BookingAccess,
  dates: readonly string[],
  partySize: number,
  now: Date,
  excludeBookingId: string | undefined,
): Promise<Map<string, string[]>> {
  const result = new Map<string, string[]>();
  const [firstDate, lastDate] = [dates[0], dates.at(-1)];
  if (firstDate === undefined || lastDate === undefined) return result;
  const window = seatHoldingWindow(access.settings, firstDate, lastDate);
  const { merchantId } = access;
  const holdings =
    excludeBookingId === undefined
      ? await findSeatHoldings(db, merchantId, window.from, window.to)
      : seatsHeldByOthers(await readSeatHoldings(db, { merchantId, ...window }), excludeBookingId);
  for (const localDate of dates) {
    const slots = computeAvailableSlots({ settings: access.settings, localDate, partySize, now, holdings });
    result.set(localDate, slots.availableSlots);
  }
  return result;
}

function datesFrom(firstDate: string, lastDate: string): string[] {
  const dates: string[] = [];
  for (let date = firstDate; date <= lastDate; date = addDays(date, 1)) dates.push(date);
  return dates;
}

const maxDate = (a: string, b: string) => (a > b ? a : b);
const minDate = (a: string, b: string) => (a < b ? a : b);
