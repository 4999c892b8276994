import { z } from "zod";

/** Separators people type inside phone numbers; they carry no meaning and are dropped. */
const PHONE_SEPARATORS = /[\s().-]/g;
const NORMALISED_PHONE = /^\+?[0-9]{8,15}$/;
const PHONE_MAX_LENGTH = 40;

/**
 * The whole rule below as one JSON Schema pattern, for the API document: at most 40 characters
 * once trimmed, an optional leading `+`, then 8-15 digits among the separators.
 */
const PHONE_PATTERN = String.raw`^(?=\s*[\s\S]{0,${PHONE_MAX_LENGTH}}\s*$)\s*\+?(?:[\s().-]*[0-9]){8,15}[\s().-]*$`;

/**
 * `+44 20 7946 0000`, `(212) 555-0100` and `212.555.0100` are written by people; the API keeps
 * only the digits and an optional leading `+`.
 *
 * @example
 * normalisePhone("(212) 555-0100") // "2125550100"
 * normalisePhone("+44 20 7946 0000") // "+442079460000"
 */
export function normalisePhone(phone: string): string {
  return phone.replace(PHONE_SEPARATORS, "");
}

/**
 * A phone number as a guest writes it, stored and returned normalised. The schema accepts
 * digits, spaces, dashes, dots and parentheses around an optional leading `+`; what remains
 * after dropping the separators must be 8-15 digits.
 */
export const phoneSchema = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, "Expected 8-15 digits with an optional leading +")
  .regex(/^\+?[0-9\s().-]+$/, "Expected digits with an optional leading +; spaces, dashes, dots and parentheses are allowed")
  .transform(normalisePhone)
  .pipe(z.string().regex(NORMALISED_PHONE, "Expected 8-15 digits with an optional leading +"))
  .meta({
    description:
      "8-15 digits with an optional leading `+`; spaces, dashes, dots and parentheses are allowed and dropped, so the booking stores and returns the digits alone (`+44 20 7946 0000` becomes `+442079460000`).",
    example: "+44 20 7946 0000",
    // The raw text may be longer than 40 (whitespace around it is trimmed): the pattern says it all.
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      delete jsonSchema.maxLength;
      jsonSchema.pattern = PHONE_PATTERN;
    },
  });
