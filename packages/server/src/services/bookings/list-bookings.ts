import { LIST_LIMIT_DEFAULT, type BookingStatus, type ListBookingsResult } from "@reservation-api/contract";
import { addDays, startOfLocalDay } from "../../domain/local-time.js";
import type { ServiceDeps } from "../service-deps.js";
import { findBookingPageWithTotal } from "../../storage/bookings/booking-page-store.js";
import type { MerchantAccess } from "../../domain/merchant-access.js";
import { toListedBooking } from "./booking-record.js";
import { fieldValidationError } from "../../errors/refusal.js";

export interface ListBookingsQueryInput {
  startDate: string;
  endDate: string;
  status?: BookingStatus[] | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** Bookings of a restaurant-local date range in (bookingTimeUtc, id) order, one keyset page at a time. */
export async function listBookings(
  deps: ServiceDeps,
  access: MerchantAccess,
  query: ListBookingsQueryInput,
): Promise<ListBookingsResult> {
  const { timezone } = access.settings;
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const filter = {
    merchantId: access.merchantId,
    from: startOfLocalDay(query.startDate, timezone),
    to: startOfLocalDay(addDays(query.endDate, 1), timezone),
    statuses: query.status,
  };
  const page = await findBookingPageWithTotal(deps.db, filter, query.cursor, limit + 1);
  if (page === undefined) {
    throw fieldValidationError("cursor", "Not a booking of this merchant; pass pagination.nextCursor of the previous page");
  }
  const hasMore = page.rows.length > limit;
  const rows = hasMore ? page.rows.slice(0, limit) : page.rows;
  return {
    bookings: rows.map((row) => toListedBooking(row, timezone)),
    pagination: { nextCursor: hasMore ? (rows.at(-1)?.id ?? null) : null, hasMore, limit, total: page.total },
  };
}
