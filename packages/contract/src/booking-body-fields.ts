import { z } from "zod";
import { jsonIntegerSchema } from "./primitives.js";
import { SINGLE_LINE_TEXT_RULE, multiLineText, singleLineText } from "./stored-text.js";
import { storedTextPattern } from "./unshowable-character.js";

/**
 * The rules of the fields a client writes into a booking, shared by the create and the change
 * (PATCH) bodies so the two can never check a field differently. Descriptions that differ between
 * the two bodies (required or not, nullable or not) are added where each body is built.
 */

export const NOTES_MAX_LENGTH = 1000;
export const OCCASION_NOTE_MAX_LENGTH = 200;

const notesText = (maxLength: number) => multiLineText(z.string().max(maxLength));

/**
 * 2-100 characters once trimmed, as a pattern: JSON Schema's minLength/maxLength would count the
 * whitespace the server trims away. Both count code points, as zod does.
 */
const CUSTOMER_NAME_LENGTH_PATTERN = String.raw`^\s*\S[\s\S]{0,98}\S\s*$`;

export const customerNameSchema = singleLineText(
  z.string().trim().min(2, "Must be 2-100 characters").max(100, "Must be 2-100 characters"),
  { trimmed: true },
).meta({
  description: `2-100 characters after trimming; ${SINGLE_LINE_TEXT_RULE}`,
  example: "Ada Lovelace",
  override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    // An override of its own replaces singleLineText's, so the text pattern is restated here.
    delete jsonSchema.minLength;
    delete jsonSchema.maxLength;
    jsonSchema.pattern = storedTextPattern("single-line", { trimmed: true });
    jsonSchema.allOf = [{ pattern: CUSTOMER_NAME_LENGTH_PATTERN }];
  },
});

export const emailSchema = z
  .email({ message: "Expected a valid email address" })
  .max(254)
  .meta({
    example: "ada@example.com",
    // JSON Schema's `email` format differs from the server's check both ways (it takes
    // `"a b"@example.com`, refuses `a@b-.com`): the server's own pattern is the format.
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      delete jsonSchema.format;
    },
  });

export const partySizeSchema = jsonIntegerSchema({ min: 1 }).meta({
  description: "Must also lie within the restaurant's `minPartySize`-`maxPartySize` (see availability).",
  example: 2,
});

export const notesSchema = notesText(NOTES_MAX_LENGTH);
export const occasionNoteSchema = notesText(OCCASION_NOTE_MAX_LENGTH);

/** A booking needs a way to reach the guest: at least one of these. */
export const CONTACT_FIELDS = ["email", "phone"] as const;
