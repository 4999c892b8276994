import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@reservation-api/contract/dashboard";

/** What is wrong with a new password and its repetition, checked before asking the server. */
export function passwordProblem(password: string, repeated: string): { password?: string; repeated?: string } {
  if (password.length < PASSWORD_MIN_LENGTH) return { password: `Use at least ${PASSWORD_MIN_LENGTH} characters` };
  if (password.length > PASSWORD_MAX_LENGTH) return { password: `Use at most ${PASSWORD_MAX_LENGTH} characters` };
  if (password !== repeated) return { repeated: "The two passwords differ" };
  return {};
}
