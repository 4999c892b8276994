export { PASSWORD_MIN_SCORE, assessPassword } from "./password-policy.js";
export type { PasswordAssessment, PasswordScore } from "./password-policy.js";
export { passwordUserInputs } from "./password-user-inputs.js";
export type { PasswordOwner } from "./password-user-inputs.js";
