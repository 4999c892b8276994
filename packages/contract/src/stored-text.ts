import type { z } from "zod";

/** PostgreSQL text cannot hold NUL, and no single-line field needs any control character... */
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;
/** ...while free text may keep tabs and line breaks. */
const CONTROL_CHARACTER_BESIDES_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
/**
 * Half of a UTF-16 surrogate pair on its own. JSON can carry one (`"\ud800"`), but it is not a
 * character: stored as UTF-8 it would turn into U+FFFD, and the booking read back would differ
 * from the one the create answered with.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const NOT_UNICODE_MESSAGE = "Must be valid Unicode text (a surrogate without its pair is not)";

const wholeCharacters = (schema: z.ZodString) => schema.refine((text) => !LONE_SURROGATE.test(text), NOT_UNICODE_MESSAGE);

/** A name or other one-line text, as it can be stored and shown back unchanged. */
export const singleLineText = (schema: z.ZodString) =>
  wholeCharacters(schema.refine((text) => !ANY_CONTROL_CHARACTER.test(text), "Must not contain control characters"));

/** Free text (notes): tabs and line breaks are kept, other control characters refused. */
export const multiLineText = (schema: z.ZodString) =>
  wholeCharacters(
    schema.refine(
      (text) => !CONTROL_CHARACTER_BESIDES_LINE_BREAKS.test(text),
      "Must not contain control characters other than tabs and line breaks",
    ),
  );
