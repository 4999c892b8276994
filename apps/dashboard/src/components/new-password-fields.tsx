import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@reservation-api/contract/dashboard";
import { passwordProblem } from "../password-problem.js";
import { TextField } from "./text-field.js";

export interface NewPassword {
  password: string;
  repeated: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: "", repeated: "" };

/** Whether the form may send this password; the server checks the length again. */
export function isAcceptableNewPassword({ password, repeated }: NewPassword): boolean {
  const problem = passwordProblem(password, repeated);
  return problem.password === undefined && problem.repeated === undefined;
}

/** A new password typed twice, with the length rule as a hint and its problems once the form was submitted. */
export function NewPasswordFields({
  value,
  onChange,
  showProblems,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  showProblems: boolean;
}) {
  const problem = passwordProblem(value.password, value.repeated);
  return (
    <>
      <TextField
        label="New password"
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong one.`}
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
        error={showProblems ? problem.password : undefined}
      />
      <TextField
        label="Repeat the password"
        type="password"
        name="repeatedPassword"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={value.repeated}
        onChange={(e) => onChange({ ...value, repeated: e.target.value })}
        error={showProblems ? problem.repeated : undefined}
      />
    </>
  );
}
