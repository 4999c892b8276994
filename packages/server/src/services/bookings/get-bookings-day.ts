import { BOOKINGS_DAY_MAX, bookingsDayQuerySchema, type BookingsDay, type BookingsDayQuery } from "@reservation-api/contract";
import { addDays, startOfLocalDay } from "../../domain/local-time.js";
import type { ServiceDeps } from "../service-deps.js";
import { fieldErrorsFromIssues } from "../../errors/validation-issues.js";
import { findBookingPageWithTotal } from "../../storage/bookings/booking-page-store.js";
import { toListedBooking } from "./booking-record.js";
import { getAvailability } from "./get-availability.js";
import { getRestaurantSettings } from "../get-restaurant-settings.js";
import { refuse } from "../../errors/refusal.js";

/**
 * One restaurant-local day for the dashboard: the slot grid, computed by the availability
 * endpoint's own service, and the day's bookings (optionally only some statuses), in time order.
 *
 * @example
 * const day = await getBookingsDay(deps, merchantId, { date: "2026-06-02", status: ["pending"] });
 */
export async function getBookingsDay(deps: ServiceDeps, merchantId: string, query: BookingsDayQuery): Promise<BookingsDay> {
  const parsed = bookingsDayQuerySchema.safeParse(query);
  if (!parsed.success) {
    throw refuse("VALIDATION_ERROR", "The request is not valid", {
      fieldErrors: fieldErrorsFromIssues(parsed.error.issues),
    });
  }
  const { date, status } = parsed.data;
  const settings = await getRestaurantSettings(deps, merchantId);
  const partySize = parsed.data.partySize ?? settings.minPartySize;
  const [grid, page] = await Promise.all([
    getAvailability(deps, { merchantId, settings }, { date, partySize }),
    findBookingPageWithTotal(
      deps.db,
      {
        merchantId,
        from: startOfLocalDay(date, settings.timezone),
        to: startOfLocalDay(addDays(date, 1), settings.timezone),
        statuses: status,
      },
      undefined,
      BOOKINGS_DAY_MAX + 1,
    ),
  ]);
  // Without a cursor the page is always found.
  const rows = page?.rows ?? [];
  return {
    date,
    timezone: settings.timezone,
    partySize,
    availableSlots: grid.availableSlots,
    fullSlots: grid.fullSlots,
    bookings: rows.slice(0, BOOKINGS_DAY_MAX).map((row) => toListedBooking(row, settings.timezone)),
    complete: rows.length <= BOOKINGS_DAY_MAX,
  };
}
