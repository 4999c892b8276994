import type { AvailabilityResult } from "@reservation-api/contract";
import { computeAvailableSlots } from "../domain/availability.js";
import { addDays, startOfLocalDay } from "../domain/local-time.js";
import type { ServerDependencies } from "../context.js";
import type { MerchantAccess } from "../storage/merchant-access-store.js";
import { findSeatHoldings } from "../storage/booking-store.js";

export async function getAvailability(
  deps: ServerDependencies,
  access: MerchantAccess,
  query: { date: string; partySize: number },
): Promise<AvailabilityResult> {
  const { settings } = access;
  const dayStart = startOfLocalDay(query.date, settings.timezone);
  const nextDayStart = startOfLocalDay(addDays(query.date, 1), settings.timezone);
  // A seating that began shortly before the day can still hold seats in its first slots.
  const from = new Date(dayStart.getTime() - settings.seatingDurationMinutes * 60_000);
  const holdings = await findSeatHoldings(deps.db, access.merchantId, from, nextDayStart);
  const slots = computeAvailableSlots({
    settings,
    localDate: query.date,
    partySize: query.partySize,
    now: deps.now(),
    holdings,
  });
  return {
    ...slots,
    timezone: settings.timezone,
    minPartySize: settings.minPartySize,
    maxPartySize: settings.maxPartySize,
  };
}
