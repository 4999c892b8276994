import { z } from "zod";
import { BOOKING_STATUSES } from "./booking.js";
import { bookingIdentifierSchema } from "./booking-identifier.js";
import { requiredOr } from "./primitives.js";

export const updateBookingStatusInputSchema = z.strictObject({
  bookingIdentifier: bookingIdentifierSchema,
  status: z
    .enum(BOOKING_STATUSES, { error: requiredOr(`Expected one of ${BOOKING_STATUSES.join(", ")}`) })
    .meta({ description: "The new status.", example: "checked-in" }),
});

export type UpdateBookingStatusInput = z.infer<typeof updateBookingStatusInputSchema>;
