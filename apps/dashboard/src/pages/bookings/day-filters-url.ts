import { BOOKING_STATUSES, type BookingStatus } from "@reservation-api/contract";
import type { DayFilters } from "./day-controls.js";
import { isLocalDate } from "./local-date.js";

/** The page's filters from its query string; anything missing or malformed falls back to today, all statuses, the smallest party. */
export function filtersFromSearch(
  search: string,
  defaults: { today: string; minPartySize: number; maxPartySize: number },
): DayFilters {
  const params = new URLSearchParams(search);
  const date = params.get("date");
  const status = params.get("status");
  const partySize = Number(params.get("party"));
  const validParty = Number.isInteger(partySize) && partySize >= defaults.minPartySize && partySize <= defaults.maxPartySize;
  return {
    date: isLocalDate(date) ? date : defaults.today,
    status: BOOKING_STATUSES.includes(status as BookingStatus) ? (status as BookingStatus) : "all",
    partySize: validParty ? partySize : defaults.minPartySize,
  };
}

export function searchOfFilters(filters: DayFilters): string {
  const params = new URLSearchParams({ date: filters.date, party: String(filters.partySize) });
  if (filters.status !== "all") params.set("status", filters.status);
  return params.toString();
}
