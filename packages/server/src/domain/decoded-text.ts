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

/** Whether the text holds anything `decodeText` would decode: a cheap test before doing it. */
export function mayBeEncoded(text: string): boolean {
  return text.includes("%") || text.includes("\\");
}

/**
 * Undoes percent-encoding and JSON escapes, round after round while a round changes something.
 *
 * @example
 * decodeText("a%5Fb\\u005fc").text // "a_b_c"
 */
export function decodeText(source: string): DecodedText {
  let decoded = decodeRound(source, undefined);
  for (let round = 1; round < MAX_DECODING_ROUNDS && mayBeEncoded(decoded.text); round++) {
    const next = decodeRound(decoded.text, decoded);
    if (next.text.length === decoded.text.length) break;
    decoded = next;
  }
  return decoded;
}

/** One left-to-right pass; `previous` maps `text` back to the original source (none: `text` is it). */
function decodeRound(text: string, previous: DecodedText | undefined): DecodedText {
  const codes = new Uint16Array(text.length);
  const starts = new Int32Array(text.length);
  const ends = new Int32Array(text.length);
  let length = 0;
  for (let at = 0; at < text.length; length++) {
    const width = escapeWidth(text, at);
    codes[length] = width === 1 ? text.charCodeAt(at) : escapedCode(text, at, width);
    starts[length] = previous ? previous.starts[at]! : at;
    ends[length] = previous ? previous.ends[at + width - 1]! : at + width;
    at += width;
  }
  return { text: fromCharCodes(codes, length), starts: starts.subarray(0, length), ends: ends.subarray(0, length) };
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

/** Chunked, as `String.fromCharCode` takes its codes as arguments and the stack bounds how many. */
function fromCharCodes(codes: Uint16Array, length: number): string {
  const CHUNK = 8192;
  let text = "";
  for (let from = 0; from < length; from += CHUNK) {
    text += String.fromCharCode(...codes.subarray(from, Math.min(length, from + CHUNK)));
  }
  return text;
}
