import { z } from "zod";
import { occasionTypeSchema } from "./booking.js";
import { jsonIntegerSchema, localDateSchema, localTimeSchema } from "./primitives.js";

export const NOTES_MAX_LENGTH = 1000;
export const OCCASION_NOTE_MAX_LENGTH = 200;

/**
 * The create body. Unknown fields are rejected, so a typo such as `partysize` is reported
 * instead of silently dropped.
 */
export const createBookingBodySchema = z
  .strictObject({
    customerName: z.string().trim().min(2, "Must be 2-100 characters").max(100, "Must be 2-100 characters"),
    email: z.email({ message: "Expected a valid email address" }).max(254).optional(),
    phone: z
      .string()
      .regex(/^\+?[0-9]{8,15}$/, "Expected 8-15 digits with an optional leading +")
      .optional(),
    partySize: jsonIntegerSchema({ min: 1 }),
    localDate: localDateSchema,
    localTime: localTimeSchema,
    notes: z.string().max(NOTES_MAX_LENGTH).optional(),
    occasionType: occasionTypeSchema.optional(),
    occasionNote: z.string().max(OCCASION_NOTE_MAX_LENGTH).optional(),
  })
  .superRefine((body, context) => {
    if (body.email === undefined && body.phone === undefined) {
      context.addIssue({ code: "custom", path: ["email"], message: "Provide email or phone (or both)" });
    }
  });

export type CreateBookingInput = z.input<typeof createBookingBodySchema>;
export type CreateBookingBody = z.output<typeof createBookingBodySchema>;
