import fc from "fast-check";
import { present } from "./present.js";

/** Strings an attacker or a broken client sends: injections, absurd dates, odd unicode, control characters. */
const NOTORIOUS_STRINGS = [
  "",
  " ",
  "null",
  "undefined",
  "NaN",
  "-1",
  "0",
  "1e309",
  "9007199254740993",
  "0x10",
  "' OR '1'='1",
  "'; drop table bookings; --",
  "1; select pg_sleep(10)",
  '{"$gt": ""}',
  '"},"partySize":999,"x":{"',
  "__proto__",
  "constructor",
  "../../etc/passwd",
  "%00",
  "\u0000",
  "\u202e\u0644\u0627",
  "👨‍👩‍👧‍👦🍽️",
  "\ud800",
  "0000-00-00",
  "9999-12-31",
  "2026-02-30",
  "2026-13-01",
  "+002026-06-02",
  "2026-06-02T19:00:00Z",
  "24:00",
  "19:60",
  "19:00:00",
  "7pm",
  "ABCDEFGH",
  "00000000-0000-0000-0000-000000000000",
];

const CONTROL_CHARACTER = fc.integer({ min: 0, max: 31 }).map((code) => String.fromCharCode(code));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...NOTORIOUS_STRINGS),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({ unit: fc.oneof(CONTROL_CHARACTER, fc.constantFrom("a", "'", '"', "\\", "%", "&", "=")), maxLength: 20 }),
  fc.nat({ max: 70_000 }).map((length) => "x".repeat(length)),
);

export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(2 ** 53, 2 ** 53 + 2, -(2 ** 53), -1, 0, 0.5, 1e308, -1e-308, Number.MAX_VALUE, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value, leaning on the ones that break naive validation. */
export const hostileJsonValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: hostileNumber },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value for a text field of a request: usually hostile, sometimes a valid one so that later checks are reached. */
export function sometimesValid<T>(
  valid: fc.Arbitrary<T>,
  hostile: fc.Arbitrary<unknown> = hostileJsonValue,
): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: hostile });
}

/**
 * Mutates a valid JSON object, in three strengths: all fields valid (so that business rules are
 * reached), exactly one field dropped or replaced (near-valid), or every field at the mercy of
 * chance with stray fields added; or the whole body swapped for something that is not an object.
 */
export function mutatedBody(valid: Record<string, fc.Arbitrary<unknown>>): fc.Arbitrary<unknown> {
  const validObject = fc.record(valid);
  const oneFieldOff = fc
    .tuple(validObject, fc.constantFrom(...Object.keys(valid)), fc.option(hostileJsonValue, { nil: undefined }))
    .map(([body, name, replacement]) => {
      const mutated: Record<string, unknown> = { ...body };
      if (replacement === undefined) delete mutated[name];
      else mutated[name] = replacement;
      return mutated;
    });
  const chaotic = fc
    .tuple(
      fc.record(
        Object.fromEntries(
          Object.entries(valid).map(([name, arbitrary]) => [name, fc.option(sometimesValid(arbitrary), { nil: undefined })]),
        ),
      ),
      fc.dictionary(hostileString, hostileJsonValue, { maxKeys: 2 }),
    )
    .map(([fields, extra]) => {
      const body: Record<string, unknown> = { ...extra };
      for (const [name, value] of Object.entries(fields)) if (value !== undefined) body[name] = value;
      return body;
    });
  return fc.oneof(
    { weight: 3, arbitrary: validObject },
    { weight: 4, arbitrary: oneFieldOff },
    { weight: 2, arbitrary: chaotic },
    { weight: 1, arbitrary: hostileJsonValue },
  );
}

/** A request body on the wire: mostly JSON of a mutated object, sometimes text that is not JSON at all. */
export function wireBody(body: fc.Arbitrary<unknown>): fc.Arbitrary<{ rawBody: string; contentType: string | undefined }> {
  const json = body.map((value) => ({
    rawBody: JSON.stringify(value) ?? "null",
    contentType: "application/json",
  }));
  const brokenText = fc.oneof(
    fc.constantFrom("{", '{"status":', "{'status':'cancelled'}", "[1,2", "\u0000", "", "null", "{}{}"),
    fc.string({ unit: "binary", maxLength: 60 }),
  );
  const contentType = fc.constantFrom(
    undefined,
    "application/json",
    "text/plain",
    "application/json; charset=latin1",
    "multipart/form-data",
  );
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: fc.record({ rawBody: brokenText, contentType }) },
    { weight: 1, arbitrary: fc.record({ rawBody: json.map((wire) => wire.rawBody), contentType }) },
  );
}

/** Percent-encodes as a client would; lone surrogates, which no client can encode, become "?". */
export function encodeForUrl(value: string): string {
  return encodeURIComponent(value.replaceAll(/[\ud800-\udfff]/g, "?"));
}

/** A query-string value: encoded as a client would, or raw and malformed (`%zz`, a lone `%E0`). */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileString.map(encodeForUrl) },
  { weight: 1, arbitrary: fc.constantFrom("%zz", "%E0%A4%A", "%", "a%00b", "%ff%fe", "2026-06-02&date=2026-06-03") },
);

/** Header values that fetch can send: printable Latin-1 without line breaks or DEL, which undici refuses to send. */
export const hostileHeaderValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    "",
    "Bearer",
    "Bearer ",
    "bearer x",
    "Basic dXNlcjpwYXNz",
    "Bearer 'or'1'='1",
    "null",
    "00000000-0000-0000-0000-000000000000",
  ),
  fc.string({
    unit: fc.integer({ min: 0x20, max: 0xff }).map((code) => String.fromCharCode(code === 0x7f ? 0xa0 : code)),
    maxLength: 80,
  }),
  fc.nat({ max: 8_000 }).map((length) => `Bearer ${"k".repeat(length)}`),
);

export interface HeaderScenario {
  /** Header name/value pairs in order; a repeated name is sent twice. */
  pairs: [string, string][];
}

/**
 * The headers of a request: the caller's own, some dropped, replaced, duplicated or swapped for
 * another merchant's. Mostly left intact so that validation beyond authentication is reached.
 */
export function hostileHeaders(own: Record<string, string>, other: Record<string, string>): fc.Arbitrary<HeaderScenario> {
  const names = Object.keys(own);
  const perHeader = names.map((name) =>
    fc.oneof(
      { weight: 12, arbitrary: fc.constant<[string, string][]>([[name, present(own[name])]]) },
      { weight: 1, arbitrary: fc.constant<[string, string][]>([]) },
      { weight: 1, arbitrary: hostileHeaderValue.map<[string, string][]>((value) => [[name, value]]) },
      { weight: 1, arbitrary: fc.constant<[string, string][]>([[name, present(other[name])]]) },
      {
        weight: 1,
        arbitrary: fc.constant<[string, string][]>([
          [name, present(own[name])],
          [name, present(other[name])],
        ]),
      },
    ),
  );
  return fc.tuple(...perHeader).map((groups) => ({ pairs: groups.flat() }));
}
