import { z } from "zod";
import { bookingSchema, bookingStatusSchema, bookingWithoutLocalTimeSchema } from "../booking.js";
import { bookingsDayQuerySchema } from "../bookings-day.js";
import { localDateSchema, uuidSchema } from "../primitives.js";

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
