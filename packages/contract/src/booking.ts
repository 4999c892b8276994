import { z } from "zod";
import { answeredIntegerSchema, localDateSchema, localTimeSchema, utcTimestampSchema, uuidSchema } from "./primitives.js";

export const BOOKING_STATUSES = ["pending", "checked-in", "cancelled", "no-show"] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;

export const OCCASION_TYPES = ["birthday", "anniversary", "date_night", "business", "family", "celebration", "other"] as const;
export const occasionTypeSchema = z.enum(OCCASION_TYPES);
export type OccasionType = z.infer<typeof occasionTypeSchema>;

/** Where a booking came from; `api` for every booking made through this API. */
export const BOOKING_SOURCES = ["api", "dashboard", "phone", "walk-in"] as const;
export const bookingSourceSchema = z.enum(BOOKING_SOURCES);
export type BookingSource = z.infer<typeof bookingSourceSchema>;

const bookingFields = {
  id: uuidSchema,
  bookingRef: z.string().meta({ description: "Short reference; usable in place of `id` in the status path." }),
  customerName: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  partySize: answeredIntegerSchema({ min: 1 }),
  bookingTimeUtc: utcTimestampSchema,
  status: bookingStatusSchema,
  source: bookingSourceSchema,
  occasionType: occasionTypeSchema.nullable(),
  occasionNote: z.string().nullable(),
  specialNotes: z.string().nullable().meta({ description: "The `notes` sent on creation." }),
  createdAt: utcTimestampSchema,
};

/** A booking as create and list return it. Absent optional values are `null`, never omitted. */
export const bookingSchema = z
  .object({ ...bookingFields, localDate: localDateSchema, localTime: localTimeSchema })
  .meta({ id: "Booking" });

/** The status-update response: the booking without `localDate`/`localTime` (spec 4.4). */
export const bookingWithoutLocalTimeSchema = z.object(bookingFields).meta({ id: "BookingStatusResult" });

export type Booking = z.infer<typeof bookingSchema>;
export type BookingWithoutLocalTime = z.infer<typeof bookingWithoutLocalTimeSchema>;
