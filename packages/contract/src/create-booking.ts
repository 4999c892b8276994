import { z } from "zod";
import { occasionTypeSchema } from "./booking.js";
import { jsonIntegerSchema, localDateSchema, localTimeSchema } from "./primitives.js";

export const NOTES_MAX_LENGTH = 1000;

/** PostgreSQL text cannot hold NUL, and no name needs any control character... */
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** ...while notes may keep tabs and line breaks. */
const CONTROL_CHARACTER_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

const notesText = (maxLength: number) =>
  z
    .string()
    .max(maxLength)
    .refine((text) => !CONTROL_CHARACTER_BESIDES_LINE_BREAKS.test(text), "Must not contain control characters other than tabs and line breaks");
export const OCCASION_NOTE_MAX_LENGTH = 200;

/**
 * The create body. Unknown fields are rejected, so a typo such as `partysize` is reported
 * instead of silently dropped.
 */
export const createBookingBodySchema = z
  .strictObject({
    customerName: z
      .string()
      .trim()
      .min(2, "Must be 2-100 characters")
      .max(100, "Must be 2-100 characters")
      .refine((name) => !ANY_CONTROL_CHARACTER.test(name), "Must not contain control characters"),
    email: z.email({ message: "Expected a valid email address" }).max(254).optional(),
    phone: z
      .string()
      .regex(/^\+?[0-9]{8,15}$/, "Expected 8-15 digits with an optional leading +")
      .optional(),
    partySize: jsonIntegerSchema({ min: 1 }),
    localDate: localDateSchema,
    localTime: localTimeSchema,
    notes: notesText(NOTES_MAX_LENGTH).optional(),
    occasionType: occasionTypeSchema.optional(),
    occasionNote: notesText(OCCASION_NOTE_MAX_LENGTH).optional(),
  })
  .superRefine((body, context) => {
    if (body.email === undefined && body.phone === undefined) {
      context.addIssue({ code: "custom", path: ["email"], message: "Provide email or phone (or both)" });
    }
  });

export type CreateBookingInput = z.input<typeof createBookingBodySchema>;
export type CreateBookingBody = z.output<typeof createBookingBodySchema>;
