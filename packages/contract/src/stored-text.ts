import type { z } from "zod";
import { storedTextPattern, unshowableCharacterProblem, type TextLines } from "./unshowable-character.js";

/**
 * Half of a UTF-16 surrogate pair on its own. JSON can carry one (`"\ud800"`), but it is not a
 * character: stored as UTF-8 it would turn into U+FFFD, and the booking read back would differ
 * from the one the create answered with.
 */
const LONE_SURROGATE = /\p{Cs}/u;

export const NOT_UNICODE_MESSAGE = "Must be valid Unicode text (a surrogate without its pair is not)";

/** How a stored-text schema is given: `trimmed` when the schema trims the value before checking it. */
export interface StoredTextOptions {
  trimmed?: boolean;
}

/**
 * Text as it can be stored and shown back unchanged: whole characters, none of them unshowable.
 * The API document carries the same rule as a pattern.
 */
const storedText = <Schema extends z.ZodType<string>>(schema: Schema, lines: TextLines, options: StoredTextOptions): Schema =>
  schema
    .refine((text) => !LONE_SURROGATE.test(text), NOT_UNICODE_MESSAGE)
    .superRefine((text, context) => {
      const problem = unshowableCharacterProblem(text, lines);
      if (problem !== undefined) context.addIssue({ code: "custom", message: problem });
    })
    .meta({ override: documentPattern(storedTextPattern(lines, { trimmed: options.trimmed ?? false })) });

/** Adds `pattern` to the documented schema, beside any pattern it already has. */
function documentPattern(pattern: string) {
  return ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
    if (jsonSchema.pattern === undefined) jsonSchema.pattern = pattern;
    else jsonSchema.allOf = [...((jsonSchema.allOf as unknown[] | undefined) ?? []), { pattern }];
  };
}

/** A name, a URL or other one-line text: no control, bidi or invisible formatting character. */
export const singleLineText = <Schema extends z.ZodType<string>>(schema: Schema, options: StoredTextOptions = {}): Schema =>
  storedText(schema, "single-line", options);

/** Free text (notes): tabs and line breaks are kept; other control, bidi and invisible formatting characters refused. */
export const multiLineText = <Schema extends z.ZodType<string>>(schema: Schema, options: StoredTextOptions = {}): Schema =>
  storedText(schema, "multi-line", options);

/** The rules above in words, for the API document. */
export const SINGLE_LINE_TEXT_RULE =
  "no control characters and no invisible formatting or text-direction characters (such as U+202E); a zero-width joiner or non-joiner is allowed between letters and within emoji.";
export const MULTI_LINE_TEXT_RULE = `Tabs and line breaks are allowed; otherwise ${SINGLE_LINE_TEXT_RULE}`;
