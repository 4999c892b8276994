import { z } from "zod";
import { bookingStatusSchema } from "./booking.js";

export const updateBookingStatusInputSchema = z.strictObject({
  bookingIdentifier: z
    .string()
    .min(1)
    .max(64)
    .meta({ description: "The booking's UUID or its bookingRef (case-insensitive)." }),
  status: bookingStatusSchema,
});

export type UpdateBookingStatusInput = z.infer<typeof updateBookingStatusInputSchema>;
