import {
  availabilityResultSchema,
  bookingSchema,
  bookingWithoutLocalTimeSchema,
  errorBodySchema,
  listBookingsResultSchema,
  type AvailabilityResult,
  type Booking,
  type BookingWithoutLocalTime,
  type ErrorBody,
  type ListBookingsResult,
} from "@reservation-api/contract";
import type { ApiResponse } from "@reservation-api/test-support";
import { z } from "zod";

/**
 * A response body checked against the contract's schema and typed by it. The body itself is
 * returned, not zod's copy: zod drops keys it does not know, and a test comparing a whole body
 * must still see a field the contract does not list. The schemas used here transform nothing.
 */
export function bodyOf<T>(response: ApiResponse, schema: z.ZodType<T>): T {
  const result = schema.safeParse(response.body);
  if (!result.success) {
    throw new Error(
      `HTTP ${response.status}: the body does not match the expected schema: ${z.prettifyError(result.error)}\n${JSON.stringify(response.body)}`,
    );
  }
  return response.body as T;
}

/** The common error body (code, message, requestId, and the optional details). */
export const errorBodyOf = (response: ApiResponse): ErrorBody => bodyOf(response, errorBodySchema);

/** A booking as create and list return it. */
export const bookingOf = (response: ApiResponse): Booking => bodyOf(response, bookingSchema);

/** The status update's booking, without localDate/localTime. */
export const statusResultOf = (response: ApiResponse): BookingWithoutLocalTime => bodyOf(response, bookingWithoutLocalTimeSchema);

/** One page of the bookings list. */
export const bookingListOf = (response: ApiResponse): ListBookingsResult => bodyOf(response, listBookingsResultSchema);

/** The availability endpoint's result. */
export const availabilityOf = (response: ApiResponse): AvailabilityResult => bodyOf(response, availabilityResultSchema);

/** The error code of a refused request, undefined for a success (for tallies over mixed answers). */
export const errorCodeOf = (response: ApiResponse): string | undefined =>
  response.status >= 400 ? errorBodyOf(response).code : undefined;
