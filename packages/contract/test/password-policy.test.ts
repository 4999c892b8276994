import { describe, expect, it } from "vitest";
import { PASSWORD_MIN_SCORE, assessPassword, passwordUserInputs } from "../src/password-policy/index.js";

const OWNER = { email: "jane.doe@example.com", displayName: "Jane Doe", merchantName: "Bistro Lumière" };

describe("assessPassword", () => {
  it.each([
    ["twelve spaces", " ".repeat(12)],
    ["one letter repeated", "aaaaaaaaaaaa"],
    ["a common word and digits", "password1234"],
    ["a digit run", "123456789012"],
  ])("refuses %s with zxcvbn's reason and a suggestion", (_, password) => {
    const assessment = assessPassword(password, OWNER);
    expect(assessment.acceptable).toBe(false);
    expect(assessment.score).toBeLessThan(PASSWORD_MIN_SCORE);
    expect(assessment.problem).toMatch(/\.\s\S.*\.$/);
  });

  it("refuses the email plus `!` because of the email: the same password passes for someone else", () => {
    const ownEmail = assessPassword("jane.doe@example.com!", OWNER);
    expect(ownEmail.acceptable).toBe(false);
    expect(ownEmail.problem).toMatch(/^Leave out your email address/);
    expect(assessPassword("jane.doe@example.com!", { email: "someone.else@example.org" }).acceptable).toBe(true);
  });

  it("refuses the names run together with a year, only for their owner", () => {
    expect(assessPassword("BistroLumiere2024", OWNER).acceptable).toBe(false);
    expect(assessPassword("JaneDoe2024!", OWNER).acceptable).toBe(false);
    expect(assessPassword("BistroLumiere2024", {}).acceptable).toBe(true);
  });

  it("accepts a passphrase of unrelated words", () => {
    expect(assessPassword("violet quarry lantern stew", OWNER)).toEqual({ score: 4, label: "Very strong", acceptable: true });
  });

  it("refuses a strong but short password with the length rule, and keeps its score below the minimum", () => {
    const assessment = assessPassword("kX9#qv2!Lm", OWNER);
    expect(assessment).toMatchObject({ acceptable: false, problem: "Use at least 12 characters" });
    expect(assessment.score).toBeLessThan(PASSWORD_MIN_SCORE);
  });

  it("refuses an over-long password without estimating all of it", () => {
    const assessment = assessPassword("violet quarry lantern stew ".repeat(5), OWNER);
    expect(assessment).toMatchObject({ acceptable: false, problem: "Use at most 128 characters" });
  });
});

describe("passwordUserInputs", () => {
  it("offers the email, its parts, and each name whole, by word and run together", () => {
    expect(passwordUserInputs(OWNER)).toEqual(
      expect.arrayContaining([
        "jane.doe@example.com",
        "jane",
        "doe",
        "janedoe",
        "example",
        "bistro lumière",
        "bistrolumière",
        "bistrolumiere",
      ]),
    );
  });

  it("leaves out pieces too short to mean anything and the top-level domain", () => {
    expect(passwordUserInputs({ email: "jo@ab.com" })).toEqual(["jo@ab.com"]);
  });
});
