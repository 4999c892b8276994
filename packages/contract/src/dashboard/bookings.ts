import { z } from "zod";
import { bookingSchema, bookingStatusSchema, bookingWithoutLocalTimeSchema } from "../booking.js";
import { bookingsDayQuerySchema } from "../bookings-day.js";
import { bookingIdentifierSchema } from "../booking-identifier.js";
import { partySizeSchema } from "../booking-body-fields.js";
import { localDateSchema, uuidSchema } from "../primitives.js";
import { updateBookingBodySchema } from "../update-booking.js";

/** The bookings page asks for one restaurant-local day; the merchant always comes from the session. */
export const bookingsDayInputSchema = bookingsDayQuerySchema;

export const bookingsDaySchema = z.object({
  date: localDateSchema,
  timezone: z.string(),
  partySize: z.number().int(),
  availableSlots: z.array(z.string()),
  fullSlots: z.array(z.string()),
  bookings: z.array(bookingSchema),
  complete: z.boolean(),
});

/** An admin moves one booking of their merchant to another status (the same rules as the API's PATCH). */
export const setBookingStatusInputSchema = z.strictObject({ bookingId: uuidSchema, status: bookingStatusSchema });

export const statusChangeResultSchema = bookingWithoutLocalTimeSchema;

/** One booking of the merchant named by its UUID or bookingRef, as the change dialog reads it. */
export const bookingIdentifierInputSchema = z.strictObject({ identifier: bookingIdentifierSchema });

/** A booking with the ETag it was read at, sent back as `ifMatch` so that a change made meanwhile is refused, not overwritten. */
export const bookingVersionSchema = z.object({ booking: bookingSchema, etag: z.string() });

/** An admin changes a pending booking through the API's PATCH service: only the fields sent change. */
export const updateBookingDashboardInputSchema = z.strictObject({
  identifier: bookingIdentifierSchema,
  changes: updateBookingBodySchema,
  ifMatch: z.string().min(1).max(200).optional(),
});

export const bookingUpdateResultSchema = bookingVersionSchema.extend({ changed: z.boolean() });

/** The slots a party could move to on a date, the booking's own seats not counted. */
export const slotsForChangeInputSchema = z.strictObject({
  identifier: bookingIdentifierSchema,
  localDate: localDateSchema,
  partySize: partySizeSchema,
});

export const slotsForChangeSchema = z.object({ availableSlots: z.array(z.string()), fullSlots: z.array(z.string()) });
