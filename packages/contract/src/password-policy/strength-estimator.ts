import { ZxcvbnFactory, type ZxcvbnResult } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import { dictionary as englishDictionary, translations } from "@zxcvbn-ts/language-en";

/**
 * Only this many leading characters are estimated. The library's cost grows steeply with length
 * (a random 128-character password took about a second of CPU with its defaults), and the server
 * runs it on the request path; judging a prefix errs only towards refusing, since a password is
 * never weaker than its first 64 characters.
 */
const ESTIMATED_PREFIX_LENGTH = 64;

/**
 * How many l33t-speak readings of the password are tried (the library's default is 100). Each
 * reading is a full dictionary search, so this bounds the worst case; ten still read `P@ssw0rd`.
 */
const L33T_READINGS = 10;

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with its common-password and English dictionaries, built on first use (about 0.2 s). */
export function estimateStrength(password: string, userInputs: string[]): ZxcvbnResult {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
    maxLength: ESTIMATED_PREFIX_LENGTH,
    l33tMaxSubstitutions: L33T_READINGS,
  });
  return estimator.check(password, userInputs);
}
