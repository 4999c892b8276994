import { LIST_LIMIT_DEFAULT, type BookingStatus, type ListBookingsResult } from "@reservation-api/contract";
import { addDays, startOfLocalDay } from "../domain/local-time.js";
import type { ServerDependencies } from "../context.js";
import { fieldValidationError } from "../errors/api-error.js";
import { countBookings, findBookingPage, findKeysetPosition, type BookingListFilter } from "../storage/booking-store.js";
import type { MerchantAccess } from "../storage/merchant-access-store.js";
import { toBooking } from "./booking-record.js";

export interface ListBookingsQueryInput {
  startDate: string;
  endDate: string;
  status?: BookingStatus[] | undefined;
  cursor?: string | undefined;
  limit?: number | undefined;
}

/** Bookings of a restaurant-local date range in (bookingTimeUtc, id) order, one keyset page at a time. */
export async function listBookings(
  deps: ServerDependencies,
  access: MerchantAccess,
  query: ListBookingsQueryInput,
): Promise<ListBookingsResult> {
  const { timezone } = access.settings;
  const limit = query.limit ?? LIST_LIMIT_DEFAULT;
  const filter: BookingListFilter = {
    merchantId: access.merchantId,
    from: startOfLocalDay(query.startDate, timezone),
    to: startOfLocalDay(addDays(query.endDate, 1), timezone),
    statuses: query.status,
  };
  const after = query.cursor === undefined ? undefined : await findKeysetPosition(deps.db, access.merchantId, query.cursor);
  if (query.cursor !== undefined && after === undefined) {
    throw fieldValidationError("cursor", "Not a booking of this merchant; pass pagination.nextCursor of the previous page");
  }
  const [rows, total] = await Promise.all([
    findBookingPage(deps.db, filter, after, limit + 1),
    countBookings(deps.db, filter),
  ]);
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  return {
    bookings: page.map((row) => toBooking(row, timezone)),
    pagination: { nextCursor: hasMore ? (page.at(-1)?.id ?? null) : null, hasMore, limit, total },
  };
}
