import { useEffect, useRef } from "react";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@reservation-api/contract/dashboard";
import type { PasswordOwner } from "@reservation-api/contract/password-policy";
import { passwordProblem } from "../password-problem.js";
import { PasswordStrengthMeter } from "./password-strength-meter.js";
import { TextField } from "./text-field.js";
import { usePasswordAssessment } from "./use-password-assessment.js";

export interface NewPassword {
  password: string;
  repeated: string;
}

export const EMPTY_NEW_PASSWORD: NewPassword = { password: "", repeated: "" };

/** Whether the form may send this password; the server checks the length again, and the strength. */
export function isAcceptableNewPassword({ password, repeated }: NewPassword): boolean {
  const problem = passwordProblem(password, repeated);
  return problem.password === undefined && problem.repeated === undefined;
}

/**
 * A new password typed twice, with a strength meter as it is typed (judged by the server's rule,
 * with the owner's email and names as the first guesses), its problems once the form was
 * submitted, and the server's refusal on the field (the caller clears it when the password is edited).
 */
export function NewPasswordFields({
  value,
  onChange,
  showProblems,
  owner,
  serverProblem,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  showProblems: boolean;
  owner: PasswordOwner;
  serverProblem: string | undefined;
}) {
  const problem = passwordProblem(value.password, value.repeated);
  const assessment = usePasswordAssessment(value.password, owner);
  const passwordError = (showProblems ? problem.password : undefined) ?? serverProblem;
  const passwordInput = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // The refusal is shown on the field alone, so the field takes the focus and is read out with it.
    if (serverProblem !== undefined) passwordInput.current?.focus();
  }, [serverProblem]);
  return (
    <>
      <div className="stack tight">
        <TextField
          ref={passwordInput}
          label="New password"
          type="password"
          name="password"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          hint={`${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters. A few unrelated words make a strong one.`}
          value={value.password}
          onChange={(e) => onChange({ ...value, password: e.target.value })}
          error={passwordError}
        />
        <PasswordStrengthMeter assessment={assessment} showAdvice={passwordError === undefined} />
      </div>
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
