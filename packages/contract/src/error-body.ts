import { z } from "zod";
import { ERROR_CODES, type ErrorCode } from "./error-codes.js";
import { localDateSchema, localTimeSchema, uuidSchema } from "./primitives.js";

export const fieldErrorSchema = z.object({
  field: z.string().meta({
    description: "Dotted path of the body or query field, or the header name (e.g. `Idempotency-Key`).",
  }),
  message: z.string(),
});

/** A start time that can take the party, offered instead of the one refused. */
export const bookingAlternativeSchema = z.object({ localDate: localDateSchema, localTime: localTimeSchema });

/** The booking a DUPLICATE_BOOKING refers to, so a client that lost a response can reconcile. */
export const existingBookingSchema = z.object({
  id: uuidSchema,
  bookingRef: z.string(),
});

/** How many alternatives an error offers at most. */
export const MAX_ALTERNATIVES = 5;
/** How many days from the requested one the search for another date with room looks at. */
export const ALTERNATIVE_SEARCH_DAYS = 31;

/** The one body every error response carries, on every endpoint. */
export const errorBodySchema = z
  .object({
    code: z.enum(ERROR_CODES as [ErrorCode, ...ErrorCode[]]),
    message: z.string(),
    requestId: z.string().meta({ description: "Same value as the `X-Request-Id` response header." }),
    errors: z
      .array(fieldErrorSchema)
      .optional()
      .meta({ description: "Present for VALIDATION_ERROR (and MISSING_IDEMPOTENCY_KEY): one entry per faulty field." }),
    alternatives: z
      .array(bookingAlternativeSchema)
      .max(MAX_ALTERNATIVES)
      .optional()
      .meta({
        description: `Present for CAPACITY_EXCEEDED, ADVANCE_TIME_REQUIRED and RESTAURANT_UNAVAILABLE when the time is not a slot of an open day: up to ${MAX_ALTERNATIVES} start times that can take the same party, nearest to the requested time on that date; when that date has none, the first ones of the next date that has any (looking up to ${ALTERNATIVE_SEARCH_DAYS} days ahead, within the booking horizon). Computed like the availability endpoint's \`availableSlots\`; may be empty.`,
      }),
    existingBooking: existingBookingSchema
      .optional()
      .meta({ description: "Present for DUPLICATE_BOOKING: the booking the same guest already made." }),
  })
  .meta({ title: "ErrorBody" });

export type FieldError = z.infer<typeof fieldErrorSchema>;
export type BookingAlternative = z.infer<typeof bookingAlternativeSchema>;
export type ExistingBooking = z.infer<typeof existingBookingSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
