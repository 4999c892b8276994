import { z } from "zod";

/** An error message that says "Required" when the value is missing and `message` otherwise. */
export function requiredOr(message: string) {
  return (issue: { input?: unknown }) => (issue.input === undefined ? "Required" : message);
}

const EARLIEST_LOCAL_DATE = "1900-01-01";
const LATEST_LOCAL_DATE = "2999-12-31";

/**
 * A restaurant-local calendar date. Impossible dates such as 2026-02-30 are rejected, and so are
 * absurd years: at the edges (0000, 9999) a day's bounds in UTC fall outside what timestamps
 * can express, and no booking lives there.
 */
export const localDateSchema = z.iso
  .date({ error: requiredOr("Expected a real calendar date as YYYY-MM-DD") })
  .refine((date) => date >= EARLIEST_LOCAL_DATE && date <= LATEST_LOCAL_DATE, {
    message: `Expected a date between ${EARLIEST_LOCAL_DATE} and ${LATEST_LOCAL_DATE}`,
  })
  .meta({
    description: `Restaurant-local date, YYYY-MM-DD, from ${EARLIEST_LOCAL_DATE} to ${LATEST_LOCAL_DATE}.`,
    example: "2026-05-01",
    override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
      jsonSchema.pattern = withYearsFrom1900To2999(String(jsonSchema.pattern));
    },
  });

/**
 * Zod's date pattern knows leap years but takes any four-digit year; a lookahead narrows it to
 * the years the API accepts, so a schema-driven client or proxy never makes up `9804-02-29`.
 */
function withYearsFrom1900To2999(calendarDatePattern: string): string {
  return `^(?=(?:19|2[0-9])[0-9]{2}-)${calendarDatePattern.replace(/^\^/, "")}`;
}

/** A wall-clock time on the 15-minute grid the restaurant books on. */
export const localTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):(00|15|30|45)$/, "Expected HH:MM on a 15-minute step (minutes 00, 15, 30 or 45)")
  .meta({ description: "Restaurant-local time, HH:MM, minutes 00/15/30/45.", example: "19:30" });

export const utcTimestampSchema = z.iso
  .datetime({ precision: 3 })
  .meta({ description: "ISO 8601 UTC timestamp with milliseconds.", example: "2026-05-01T18:30:00.000Z" });

export const uuidSchema = z.uuid({ error: requiredOr("Expected a UUID") });

/**
 * A JSON integer that must arrive as a number.
 *
 * Why the pipe: trpc-to-openapi switches on `coerce` for every bare number schema of an input
 * object, which would quietly accept `"partySize": "2"`. A pipe is left alone, so JSON bodies
 * stay strictly typed.
 */
export function jsonIntegerSchema(bounds: { min: number; max?: number }) {
  const range = rangeMessage(bounds);
  let integer = z
    .number({ error: requiredOr("Expected an integer") })
    .int({ error: "Expected an integer" })
    .min(bounds.min, range);
  if (bounds.max !== undefined) integer = integer.max(bounds.max, range);
  return integer.pipe(z.number());
}

/**
 * An integer the API answers with, documented with its real bounds. A bare `z.number().int()`
 * is documented with zod's safe-integer bounds (±2^53), which renderers show as the example.
 * Validation is unchanged: the bounds are the ones the server's data already keeps.
 */
export function answeredIntegerSchema(bounds: { min: number; max?: number }) {
  return z
    .number()
    .int()
    .meta({
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        jsonSchema.minimum = bounds.min;
        if (bounds.max === undefined) delete jsonSchema.maximum;
        else jsonSchema.maximum = bounds.max;
      },
    });
}

/**
 * An integer carried in a query string. Query values are text, so they are parsed here, strictly:
 * `2` passes; `2.5`, `2abc`, `0x10`, ` 2` and the empty string do not.
 */
export function queryIntegerSchema(bounds: { min: number; max?: number; description: string; example?: number }) {
  const range = rangeMessage(bounds);
  let integer = z.number().int().min(bounds.min, range);
  if (bounds.max !== undefined) integer = integer.max(bounds.max, range);
  return z
    .string({ error: requiredOr("Expected a whole number") })
    .regex(/^[0-9]{1,9}$/, "Expected a whole number")
    .transform(Number)
    .pipe(integer)
    .meta({
      description: bounds.description,
      ...(bounds.example === undefined ? {} : { example: bounds.example }),
      // Documented as what it means (an integer), not as the text pattern it is parsed from.
      override: ({ jsonSchema }: { jsonSchema: Record<string, unknown> }) => {
        delete jsonSchema.pattern;
        Object.assign(jsonSchema, { type: "integer", minimum: bounds.min, maximum: bounds.max });
      },
    });
}

function rangeMessage(bounds: { min: number; max?: number }): string {
  return bounds.max === undefined ? `Must be at least ${bounds.min}` : `Must be between ${bounds.min} and ${bounds.max}`;
}
