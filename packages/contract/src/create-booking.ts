import { z } from "zod";
import { occasionTypeSchema } from "./booking.js";
import {
  CONTACT_FIELDS,
  customerNameSchema,
  emailSchema,
  notesSchema,
  occasionNoteSchema,
  partySizeSchema,
} from "./booking-body-fields.js";
import { phoneSchema } from "./phone.js";
import { localDateSchema, localTimeSchema } from "./primitives.js";
import { MULTI_LINE_TEXT_RULE } from "./stored-text.js";

/**
 * Fields of a returned booking that a create sends under another name. A developer who copies a
 * booking's field into a create body is told the name to use instead of a bare "Unknown field".
 */
export const CREATE_BOOKING_RENAMED_FIELDS: Readonly<Record<string, string>> = {
  specialNotes: "notes",
  bookingTimeUtc: "localDate and localTime",
};

/**
 * The create body. Unknown fields are rejected, so a typo such as `partysize` is reported
 * instead of silently dropped.
 */
export const createBookingBodySchema = z
  .strictObject({
    customerName: customerNameSchema,
    email: emailSchema.optional().meta({
      description: "Email or phone is required (or both). At most 254 characters, matching the pattern the server checks.",
    }),
    phone: phoneSchema.optional(),
    partySize: partySizeSchema,
    localDate: localDateSchema,
    localTime: localTimeSchema.meta({
      description: "Restaurant-local time, HH:MM, minutes 00/15/30/45; must be one of the date's slots (see availability).",
      example: "19:30",
    }),
    notes: notesSchema.optional().meta({
      description: `Free text for the restaurant; returned as \`specialNotes\`. ${MULTI_LINE_TEXT_RULE}`,
      example: "Window table, please",
    }),
    occasionType: occasionTypeSchema.optional().meta({ example: "birthday" }),
    occasionNote: occasionNoteSchema.optional().meta({ description: MULTI_LINE_TEXT_RULE, example: "Her 30th" }),
  })
  .superRefine((body, context) => {
    if (CONTACT_FIELDS.every((field) => body[field] === undefined)) {
      context.addIssue({ code: "custom", path: ["email"], message: "Provide email or phone (or both)" });
    }
  })
  .meta({ description: "At least one of `email` and `phone` is required. Unknown fields are refused." });

export type CreateBookingInput = z.input<typeof createBookingBodySchema>;
export type CreateBookingBody = z.output<typeof createBookingBodySchema>;
