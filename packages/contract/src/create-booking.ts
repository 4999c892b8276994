import { z } from "zod";
import { occasionTypeSchema } from "./booking.js";
import { phoneSchema } from "./phone.js";
import { jsonIntegerSchema, localDateSchema, localTimeSchema } from "./primitives.js";
import { MULTI_LINE_TEXT_RULE, SINGLE_LINE_TEXT_RULE, multiLineText, singleLineText } from "./stored-text.js";
import { storedTextPattern } from "./unshowable-character.js";

export const NOTES_MAX_LENGTH = 1000;

const notesText = (maxLength: number) => multiLineText(z.string().max(maxLength));
export const OCCASION_NOTE_MAX_LENGTH = 200;

/**
 * 2-100 characters once trimmed, as a pattern: JSON Schema's minLength/maxLength would count the
 * whitespace the server trims away. Both count code points, as zod does.
 */
const CUSTOMER_NAME_LENGTH_PATTERN = String.raw`^\s*\S[\s\S]{0,98}\S\s*$`;

/**
 * Fields of a returned booking that a create sends under another name. A developer who copies a
 * booking's field into a create body is told the name to use instead of a bare "Unknown field".
 */
export const CREATE_BOOKING_RENAMED_FIELDS: Readonly<Record<string, string>> = {
  specialNotes: "notes",
  bookingTimeUtc: "localDate and localTime",
};

/** A booking needs a way to reach the guest: at least one of these. */
export const CONTACT_FIELDS = ["email", "phone"] as const;

/**
 * The create body. Unknown fields are rejected, so a typo such as `partysize` is reported
 * instead of silently dropped.
 */
export const createBookingBodySchema = z
  .strictObject({
    customerName: singleLineText(z.string().trim().min(2, "Must be 2-100 characters").max(100, "Must be 2-100 characters"), {
      trimmed: true,
    }).meta({
      description: `2-100 characters after trimming; ${SINGLE_LINE_TEXT_RULE}`,
      example: "Ada Lovelace",
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        // An override of its own replaces singleLineText's, so the text pattern is restated here.
        delete jsonSchema.minLength;
        delete jsonSchema.maxLength;
        jsonSchema.pattern = storedTextPattern("single-line", { trimmed: true });
        jsonSchema.allOf = [{ pattern: CUSTOMER_NAME_LENGTH_PATTERN }];
      },
    }),
    email: z
      .email({ message: "Expected a valid email address" })
      .max(254)
      .optional()
      .meta({
        description: "Email or phone is required (or both). At most 254 characters, matching the pattern the server checks.",
        example: "ada@example.com",
        // JSON Schema's `email` format differs from the server's check both ways (it takes
        // `"a b"@example.com`, refuses `a@b-.com`): the server's own pattern is the format.
        override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
          delete jsonSchema.format;
        },
      }),
    phone: phoneSchema.optional(),
    partySize: jsonIntegerSchema({ min: 1 }).meta({
      description: "Must also lie within the restaurant's `minPartySize`-`maxPartySize` (see availability).",
      example: 2,
    }),
    localDate: localDateSchema,
    localTime: localTimeSchema.meta({
      description: "Restaurant-local time, HH:MM, minutes 00/15/30/45; must be one of the date's slots (see availability).",
      example: "19:30",
    }),
    notes: notesText(NOTES_MAX_LENGTH)
      .optional()
      .meta({
        description: `Free text for the restaurant; returned as \`specialNotes\`. ${MULTI_LINE_TEXT_RULE}`,
        example: "Window table, please",
      }),
    occasionType: occasionTypeSchema.optional().meta({ example: "birthday" }),
    occasionNote: notesText(OCCASION_NOTE_MAX_LENGTH).optional().meta({ description: MULTI_LINE_TEXT_RULE, example: "Her 30th" }),
  })
  .superRefine((body, context) => {
    if (CONTACT_FIELDS.every((field) => body[field] === undefined)) {
      context.addIssue({ code: "custom", path: ["email"], message: "Provide email or phone (or both)" });
    }
  })
  .meta({ description: "At least one of `email` and `phone` is required. Unknown fields are refused." });

export type CreateBookingInput = z.input<typeof createBookingBodySchema>;
export type CreateBookingBody = z.output<typeof createBookingBodySchema>;
