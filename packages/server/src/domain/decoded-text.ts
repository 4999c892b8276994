/**
 * Text as a consumer would read it once percent-encoding (`%5F`, `%5f`) and JSON string escapes
 * (`\u005f`, `\\`) are undone, with where each decoded character came from in the source. A
 * rule matched on `text` can then act on the source spans, so what was received stays as it was
 * everywhere else.
 */
export interface DecodedText {
  text: string;
  /** For each character of `text`, the source offset its encoding starts at. */
  starts: Int32Array;
  /** For each character of `text`, the source offset just past its encoding. */
  ends: Int32Array;
}

/**
 * Rounds of decoding, for text encoded twice or more (`%255F`, a JSON string inside a JSON
 * string, `\u0025` before `5F`). Bounded: each round costs a pass over the text, and an attacker
 * could nest `%25` thousands of times; no consumer decodes that deep.
 */
const MAX_DECODING_ROUNDS = 4;

const PERCENT = 0x25;
const BACKSLASH = 0x5c;
const LOWER_U = 0x75;

/**
 * Undoes percent-encoding and JSON escapes, round after round while a round decodes something;
 * undefined when there is nothing to decode, so text without `%` or `\\` costs two indexOf scans.
 *
 * @example
 * decodeText("a%5Fb\\u005fc")?.text // "a_b_c"
 */
export function decodeText(source: string): DecodedText | undefined {
  let decoded = decodeRound(source, undefined);
  for (let round = 1; decoded !== undefined && round < MAX_DECODING_ROUNDS; round++) {
    const next = decodeRound(decoded.text, decoded);
    if (next === undefined) break;
    decoded = next;
  }
  return decoded;
}

/** The source offset where the encoding of decoded character `index` starts. */
export function sourceStart(decoded: DecodedText, index: number): number {
  return offsetAt(decoded.starts, index);
}

/** The source offset just past the encoding of decoded character `index`. */
export function sourceEnd(decoded: DecodedText, index: number): number {
  return offsetAt(decoded.ends, index);
}

/** `starts` and `ends` hold one entry per character of `text`: an index past it is a caller's bug. */
function offsetAt(offsets: Int32Array, index: number): number {
  const offset = offsets[index];
  if (offset === undefined) throw new RangeError(`No decoded character at ${index}`);
  return offset;
}

/**
 * One left-to-right pass, or undefined when `text` holds no escape. `previous` maps `text` back to
 * the original source (none: `text` is the source). Literal runs are copied as slices and only
 * `%` and `\\` are looked at, which keeps a long body with a few escapes cheap.
 */
function decodeRound(text: string, previous: DecodedText | undefined): DecodedText | undefined {
  const nextEscape = escapeFinder(text);
  let escapeAt = nextEscape(0);
  if (escapeAt === -1) return undefined;
  const starts = new Int32Array(text.length);
  const ends = new Int32Array(text.length);
  let decoded = "";
  let length = 0;
  let at = 0;
  for (;;) {
    const runEnd = escapeAt === -1 ? text.length : escapeAt;
    decoded += text.slice(at, runEnd);
    for (; at < runEnd; at++, length++) {
      starts[length] = previous ? sourceStart(previous, at) : at;
      ends[length] = previous ? sourceEnd(previous, at) : at + 1;
    }
    if (escapeAt === -1) break;
    const width = escapeWidth(text, at);
    decoded += String.fromCharCode(escapedCode(text, at, width));
    starts[length] = previous ? sourceStart(previous, at) : at;
    ends[length] = previous ? sourceEnd(previous, at + width - 1) : at + width;
    length++;
    at += width;
    escapeAt = nextEscape(at);
  }
  return { text: decoded, starts: starts.subarray(0, length), ends: ends.subarray(0, length) };
}

/**
 * Finds, for ever larger `from`, where the next decodable escape starts (-1: none). It remembers
 * the next `%` and the next `\\`, so one pass of indexOf for each covers the whole text.
 */
function escapeFinder(text: string): (from: number) => number {
  let percent = text.indexOf("%");
  let backslash = text.indexOf("\\");
  return (from) => {
    for (;;) {
      if (percent !== -1 && percent < from) percent = text.indexOf("%", from);
      if (backslash !== -1 && backslash < from) backslash = text.indexOf("\\", from);
      if (percent === -1 && backslash === -1) return -1;
      const candidate = percent === -1 ? backslash : backslash === -1 ? percent : Math.min(percent, backslash);
      if (escapeWidth(text, candidate) > 1) return candidate;
      from = candidate + 1;
    }
  };
}

/** How many characters the encoding at `at` spans: 3 for `%XX`, 6 for `\uXXXX`, 2 for `\\`, else 1. */
function escapeWidth(text: string, at: number): number {
  const code = text.charCodeAt(at);
  if (code === PERCENT) return hexValue(text, at + 1, 2) === -1 ? 1 : 3;
  if (code !== BACKSLASH) return 1;
  const next = text.charCodeAt(at + 1);
  if (next === BACKSLASH) return 2;
  return next === LOWER_U && hexValue(text, at + 2, 4) !== -1 ? 6 : 1;
}

function escapedCode(text: string, at: number, width: number): number {
  if (width === 3) return hexValue(text, at + 1, 2);
  if (width === 6) return hexValue(text, at + 2, 4);
  return BACKSLASH;
}

/** The value of `digits` hex digits (either case) at `from`, or -1 when they are not all hex. */
function hexValue(text: string, from: number, digits: number): number {
  if (from + digits > text.length) return -1;
  let value = 0;
  for (let index = from; index < from + digits; index++) {
    const digit = hexDigit(text.charCodeAt(index));
    if (digit === -1) return -1;
    value = value * 16 + digit;
  }
  return value;
}

function hexDigit(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  return lower >= 0x61 && lower <= 0x66 ? lower - 0x61 + 10 : -1;
}
