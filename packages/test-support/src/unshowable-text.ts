/**
 * Every bidi control (the list) and the invisible format characters around them: one list
 * for the contract's rule and for the API that applies it.
 */
export const BIDI_CONTROLS = [
  "\u061C",
  "\u200E",
  "\u200F",
  "\u202A",
  "\u202B",
  "\u202C",
  "\u202D",
  "\u202E",
  "\u2066",
  "\u2067",
  "\u2068",
  "\u2069",
];
export const INVISIBLE_FORMAT_CHARACTERS = [
  "\u00AD",
  "\u200B",
  "\u2060",
  "\u2061",
  "\u2062",
  "\u2063",
  "\u2064",
  "\uFEFF",
  "\u{E0001}",
  "\u{E0041}",
];
/** Joiners where they join nothing: only hiding. */
export const STRAY_JOINERS = ["\u200C", "\u200D"];

export const REFUSED_CHARACTERS = [...BIDI_CONTROLS, ...INVISIBLE_FORMAT_CHARACTERS, ...STRAY_JOINERS];

/** "U+202E" for a character, as the refusal names it. */
export function codePointName(character: string): string {
  return `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, "0")}`;
}

/** The refusal's message for a format character. */
export function formatCharacterMessage(character: string): string {
  return `Must not contain invisible formatting or text-direction characters (found ${codePointName(character)})`;
}

/** "Bob <character>gnp.exe": with U+202E it reads "Bob exe.png". A stray joiner is put before the space. */
export function nameHolding(character: string): string {
  return STRAY_JOINERS.includes(character) ? `Bob${character} gnp.exe` : `Bob ${character}gnp.exe`;
}

/** Real names in right-to-left scripts and emoji sequences: what the rule must keep accepting. */
export const ORDINARY_NAMES: [string, string][] = [
  ["Arabic", "محمد بن سلمان"],
  ["Hebrew", "שרה כהן"],
  ["Persian with ZWNJ inside a word", "کتاب‌ها می‌خواهم"],
  ["Hindi with ZWJ after a virama", "क्‍षमा"],
  ["a family emoji (ZWJ sequence)", "Ann 👨‍👩‍👧‍👦"],
  ["a rainbow flag (variation selector and ZWJ)", "Ann 🏳️‍🌈"],
  ["a coder with a skin tone (modifier and ZWJ)", "Ann 👩🏽‍💻"],
  ["the flag of Wales (tag characters)", "Ann 🏴󠁧󠁢󠁷󠁬󠁳󠁿"],
];
