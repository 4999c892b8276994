import type { AvailabilityResult } from "@reservation-api/contract";
import { computeAvailableSlots } from "../../domain/bookings/availability.js";
import { seatHoldingWindow } from "../../domain/bookings/booking-window.js";
import type { SeatHolding } from "../../domain/bookings/seat-capacity.js";
import type { MerchantAccess } from "../../domain/merchant-access.js";
import type { ServiceDeps } from "../service-deps.js";
import { findSeatHoldings } from "../../storage/bookings/booking-store.js";

/**
 * Also the dashboard's day grid: it needs only the merchant and its settings, not a key. `excluded`
 * is the seat holding of a booking being changed, whose own seats do not count against it.
 */
export async function getAvailability(
  deps: ServiceDeps,
  access: Pick<MerchantAccess, "merchantId" | "settings">,
  query: { date: string; partySize: number; excluded?: SeatHolding | undefined },
): Promise<AvailabilityResult> {
  const { settings } = access;
  const window = seatHoldingWindow(settings, query.date, query.date);
  const holdings = await findSeatHoldings(deps.db, access.merchantId, window.from, window.to);
  const slots = computeAvailableSlots({
    settings,
    localDate: query.date,
    partySize: query.partySize,
    now: deps.now(),
    holdings,
    excluded: query.excluded,
  });
  return {
    ...slots,
    timezone: settings.timezone,
    minPartySize: settings.minPartySize,
    maxPartySize: settings.maxPartySize,
  };
}
