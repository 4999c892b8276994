/**
 * The characters no stored text may hold, chosen by Unicode property rather than by a list:
 *
 * - Control characters (`Cc`): PostgreSQL cannot store NUL, and none of the others shows as
 *   anything. Multi-line text keeps tab, line feed and carriage return.
 * - Format characters (`Cf`): invisible by definition. Among them are the bidi controls
 *   (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), which reorder whatever is shown
 *   after them: `Bob \u202Egnp.exe` reads "Bob exe.png". The zero-widths (U+200B, U+2060-U+2064,
 *   U+FEFF) and the tag characters (U+E0000 block) hide text in plain sight.
 *
 * Two uses of format characters are ordinary writing, and are kept:
 *
 * - ZWNJ (U+200C) and ZWJ (U+200D) between two characters that join: letters or marks (Persian
 *   "می‌خواهم" needs ZWNJ inside the word; Indic scripts put them after a virama) and emoji
 *   (👨‍👩‍👧 is three emoji joined by ZWJ). There they only change how their neighbours are drawn.
 *   A joiner at either end, beside a space or beside another joiner draws nothing and only
 *   hides, so it is refused.
 * - The tag characters of a subdivision flag (🏴 then a region and subdivision code in tag
 *   letters, then CANCEL TAG: England, Scotland, Wales). Anywhere else they are invisible text.
 */
const JOINS = String.raw`[\p{L}\p{M}\p{Extended_Pictographic}\p{Emoji_Modifier}]`;
const JOINER_INSIDE_A_WORD = String.raw`(?<=${JOINS})[\u200C\u200D](?=${JOINS})`;
const SUBDIVISION_FLAG_TAGS = String.raw`(?<=\u{1F3F4})[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{3,7}\u{E007F}`;
const KEPT_FORMAT_CHARACTERS = new RegExp(`${JOINER_INSIDE_A_WORD}|${SUBDIVISION_FLAG_TAGS}`, "gu");

const ANY_CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}]/u;
const CONTROL_OR_FORMAT_BESIDES_LINE_BREAKS = /(?![\t\n\r])[\p{Cc}\p{Cf}]/u;
const CONTROL = /\p{Cc}/u;

export type TextLines = "single-line" | "multi-line";

const SHOWABLE: Record<TextLines, string> = {
  "single-line": String.raw`[^\p{Cc}\p{Cf}\p{Cs}]`,
  "multi-line": String.raw`[^\p{Cc}\p{Cf}\p{Cs}]|[\t\n\r]`,
};

/**
 * The rule of {@link unshowableCharacterProblem} (and the lone-surrogate rule beside it) as one
 * JSON Schema pattern (ECMA-262 with the `u` flag), so a schema-driven client refuses what the
 * server refuses. `trimmed`: the value is trimmed before the rule applies, so whitespace at
 * either end (tabs and line breaks included) is allowed.
 *
 * @example
 * new RegExp(storedTextPattern("single-line", { trimmed: false }), "u").test("Bob \u202Egnp.exe") // false
 */
export function storedTextPattern(lines: TextLines, options: { trimmed: boolean }): string {
  const text = `(?:${SHOWABLE[lines]}|${JOINER_INSIDE_A_WORD}|${SUBDIVISION_FLAG_TAGS})*`;
  return options.trimmed ? String.raw`^\s*${text}\s*$` : `^${text}$`;
}

const CONTROL_MESSAGE: Record<TextLines, string> = {
  "single-line": "Must not contain control characters",
  "multi-line": "Must not contain control characters other than tabs and line breaks",
};
const FORMAT_MESSAGE = "Must not contain invisible formatting or text-direction characters";

/**
 * What is wrong with `text` as stored text, naming the first refused character (it is
 * invisible, so the caller could not find it otherwise); undefined when nothing is.
 *
 * @example
 * unshowableCharacterProblem("Bob \u202Egnp.exe", "single-line")
 * // "Must not contain invisible formatting or text-direction characters (found U+202E)"
 */
export function unshowableCharacterProblem(text: string, lines: TextLines): string | undefined {
  const refused = lines === "single-line" ? ANY_CONTROL_OR_FORMAT : CONTROL_OR_FORMAT_BESIDES_LINE_BREAKS;
  const found = refused.exec(text.replace(KEPT_FORMAT_CHARACTERS, ""))?.[0];
  if (found === undefined) return undefined;
  const message = CONTROL.test(found) ? CONTROL_MESSAGE[lines] : FORMAT_MESSAGE;
  return `${message} (found ${codePointName(found)})`;
}

function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}
