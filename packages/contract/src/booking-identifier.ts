import { z } from "zod";

/** The `{bookingIdentifier}` of a booking's paths: its UUID or its bookingRef, case-insensitive. */
export const bookingIdentifierSchema = z
  .string()
  .min(1)
  .max(64)
  .meta({ description: "The booking's UUID or its bookingRef (case-insensitive)." });

/** The input of `GET /bookings/{bookingIdentifier}`: the path parameter alone. */
export const getBookingInputSchema = z.strictObject({ bookingIdentifier: bookingIdentifierSchema });

export type GetBookingInput = z.infer<typeof getBookingInputSchema>;
