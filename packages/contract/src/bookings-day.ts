import { z } from "zod";
import { bookingStatusSchema, type Booking } from "./booking.js";
import { localDateSchema } from "./primitives.js";

/** The dashboard's bookings page: one restaurant-local day. */
export const bookingsDayQuerySchema = z.strictObject({
  date: localDateSchema,
  /** Only bookings in these statuses; all when absent. */
  status: z.array(bookingStatusSchema).min(1).optional(),
  /** The party the slot grid is computed for; the restaurant's smallest party when absent. */
  partySize: z.number().int().min(1).max(1_000).optional(),
});
export type BookingsDayQuery = z.input<typeof bookingsDayQuerySchema>;

export interface BookingsDay {
  date: string;
  timezone: string;
  /** The party size the grid below was computed for. */
  partySize: number;
  /** Exactly what GET /availability answers for this date and party size. */
  availableSlots: string[];
  fullSlots: string[];
  /** The day's bookings in time order, with status, source, party and contact. */
  bookings: Booking[];
  /** False when the day had more bookings than one answer carries (see `BOOKINGS_DAY_MAX`). */
  complete: boolean;
}

export const BOOKINGS_DAY_MAX = 2_000;
