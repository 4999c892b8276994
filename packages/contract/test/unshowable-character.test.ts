import { describe, expect, it } from "vitest";
import { BIDI_CONTROLS, codePointName, formatCharacterMessage, INVISIBLE_FORMAT_CHARACTERS } from "@reservation-api/test-support";
import { unshowableCharacterProblem } from "../src/unshowable-character.js";

describe("unshowableCharacterProblem", () => {
  it.each([...BIDI_CONTROLS, ...INVISIBLE_FORMAT_CHARACTERS].map((character) => [codePointName(character), character]))(
    "refuses %s in a name and in a note, naming it",
    (_, character) => {
      for (const lines of ["single-line", "multi-line"] as const) {
        expect(unshowableCharacterProblem(`Bob ${character}gnp.exe`, lines)).toBe(formatCharacterMessage(character));
      }
    },
  );

  it.each([
    ["Arabic", "محمد بن سلمان"],
    ["Hebrew", "שרה כהן"],
    ["Persian with ZWNJ inside words", "می‌خواهم کتاب‌ها"],
    ["Devanagari with ZWJ and ZWNJ after a virama", "क्‍ष क्‌ष"],
    ["Malayalam", "ശ്രീ"],
    ["a family emoji joined by ZWJ", "👨‍👩‍👧‍👦"],
    ["a rainbow flag (variation selector, then ZWJ)", "🏳️‍🌈"],
    ["a coder with a skin tone (modifier, then ZWJ)", "👩🏽‍💻"],
    ["a man with a beard (ZWJ before a sign)", "🧔‍♂️"],
    ["the flag of Scotland (tag characters)", "🏴󠁧󠁢󠁳󠁣󠁴󠁿"],
    ["accented Latin", "Zoë Ångström-Núñez"],
  ])("accepts %s", (_, text) => {
    expect(unshowableCharacterProblem(text, "single-line")).toBeUndefined();
    expect(unshowableCharacterProblem(text, "multi-line")).toBeUndefined();
  });

  it.each([
    ["alone", "\u200D"],
    ["at the end", "Ann\u200D"],
    ["at the start", "\u200CAnn"],
    ["beside a space", "Ann \u200D Lee"],
    ["doubled", "An\u200D\u200Dn"],
    ["beside a digit", "1\u200D2"],
  ])("refuses a joiner %s, where it joins nothing", (_, text) => {
    expect(unshowableCharacterProblem(text, "single-line")).toMatch(/^Must not contain invisible formatting.*U\+200[CD]\)$/);
  });

  it("refuses tag characters that are not a subdivision flag", () => {
    expect(unshowableCharacterProblem("hi\u{E0068}\u{E0069}", "single-line")).toMatch(/U\+E0068/);
    expect(unshowableCharacterProblem("🏴\u{E0067}\u{E0062}x", "single-line")).toMatch(/U\+E0067/);
  });

  it("refuses every control character in one-line text, and all but tab and line breaks in notes", () => {
    expect(unshowableCharacterProblem("Ann\u0007", "single-line")).toBe("Must not contain control characters (found U+0007)");
    expect(unshowableCharacterProblem("a\tb", "single-line")).toBe("Must not contain control characters (found U+0009)");
    expect(unshowableCharacterProblem("next\u0085line", "multi-line")).toBe(
      "Must not contain control characters other than tabs and line breaks (found U+0085)",
    );
    expect(unshowableCharacterProblem("window\n\tseat\r\n", "multi-line")).toBeUndefined();
  });
});
