import type { ZxcvbnResult } from "@zxcvbn-ts/core";
import { passwordSchema } from "../dashboard/accounts.js";
import { passwordUserInputs, type PasswordOwner } from "./password-user-inputs.js";
import { estimateStrength } from "./strength-estimator.js";

/** zxcvbn's scale: 0 is guessed in under a thousand tries, 4 needs more than ten billion. */
export type PasswordScore = 0 | 1 | 2 | 3 | 4;

/**
 * The lowest score accepted: zxcvbn's 3 ("safely unguessable", over a hundred million guesses),
 * which an online guesser never reaches and argon2 makes slow to reach offline.
 */
export const PASSWORD_MIN_SCORE: PasswordScore = 3;

/** What a meter says for each score. */
const SCORE_LABELS: Record<PasswordScore, string> = {
  0: "Very weak",
  1: "Weak",
  2: "Fair",
  3: "Strong",
  4: "Very strong",
};

export interface PasswordAssessment {
  /** The estimated strength, below PASSWORD_MIN_SCORE whenever the password is refused. */
  score: PasswordScore;
  /** The score in a word or two ("Weak", "Strong"), for a meter. */
  label: string;
  acceptable: boolean;
  /** Why it is refused and how to do better, fit to show beside the field; absent when accepted. */
  problem?: string;
}

const OWNER_WORDS_PROBLEM = "Leave out your email address, your name and the merchant's name: they are guessed first.";
const GENERIC_PROBLEM = "This password is easy to guess.";
const GENERIC_SUGGESTION = "A few unrelated words make a strong password.";

/**
 * The one password rule, for the server (the authority) and the dashboard's meter alike: the
 * length of `passwordSchema`, then a zxcvbn score of at least PASSWORD_MIN_SCORE, where words
 * from the owner's email and names count as the first a guesser tries.
 *
 * @example
 * assessPassword("jane.doe@example.com!", { email: "jane.doe@example.com" }).acceptable; // false
 * assessPassword("violet quarry lantern stew").acceptable; // true
 */
export function assessPassword(password: string, owner: PasswordOwner = {}): PasswordAssessment {
  const estimate = estimateStrength(password, passwordUserInputs(owner));
  const lengthProblem = passwordSchema.safeParse(password).error?.issues[0]?.message;
  if (lengthProblem !== undefined) {
    // Held below the minimum, so a meter never calls "strong" a password that is refused.
    return refused(Math.min(estimate.score, PASSWORD_MIN_SCORE - 1) as PasswordScore, lengthProblem);
  }
  if (estimate.score < PASSWORD_MIN_SCORE) return refused(estimate.score, weaknessExplained(estimate));
  return { score: estimate.score, label: SCORE_LABELS[estimate.score], acceptable: true };
}

function refused(score: PasswordScore, problem: string): PasswordAssessment {
  return { score, label: SCORE_LABELS[score], acceptable: false, problem };
}

/** zxcvbn's warning and suggestions, with a plainer warning when the owner's own words gave it away. */
function weaknessExplained(estimate: ZxcvbnResult): string {
  const usesOwnerWords = estimate.sequence.some((match) => match.dictionaryName === "userInputs");
  const warning = usesOwnerWords ? OWNER_WORDS_PROBLEM : (estimate.feedback.warning ?? GENERIC_PROBLEM);
  const suggestions = estimate.feedback.suggestions.length > 0 ? estimate.feedback.suggestions : [GENERIC_SUGGESTION];
  return [warning, ...suggestions].join(" ");
}
