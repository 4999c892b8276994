import { useMutation } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { PASSWORD_MAX_LENGTH } from "@reservation-api/contract/dashboard";
import type { PasswordOwner } from "@reservation-api/contract/password-policy";
import { ErrorNotice } from "../../components/error-notice.js";
import {
  EMPTY_NEW_PASSWORD,
  isAcceptableNewPassword,
  NewPasswordFields,
  type NewPassword,
} from "../../components/new-password-fields.js";
import { TextField } from "../../components/text-field.js";
import { fieldErrorsOf, trpc } from "../../trpc.js";

export function ChangePasswordForm({ owner }: { owner: PasswordOwner & { email: string } }) {
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD);
  const [showProblems, setShowProblems] = useState(false);
  const change = useMutation({
    mutationFn: () => trpc.auth.changePassword.mutate({ currentPassword, newPassword: newPassword.password }),
    onSuccess: () => {
      setCurrentPassword("");
      setNewPassword(EMPTY_NEW_PASSWORD);
      setShowProblems(false);
    },
  });
  const editNewPassword = (edited: NewPassword) => {
    // The server's refusal was about the password as it was sent.
    if (edited.password !== newPassword.password) change.reset();
    setNewPassword(edited);
  };
  const serverProblem = fieldErrorsOf(change.error).find(({ field }) => field === "newPassword")?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (isAcceptableNewPassword(newPassword)) change.mutate();
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <input type="hidden" name="username" autoComplete="username" value={owner.email} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={currentPassword}
        onChange={(e) => setCurrentPassword(e.target.value)}
      />
      <NewPasswordFields
        value={newPassword}
        onChange={editNewPassword}
        showProblems={showProblems}
        owner={owner}
        serverProblem={serverProblem}
      />
      {/* A refused password is explained on its field alone. */}
      {change.isError && serverProblem === undefined && <ErrorNotice title="Password not changed" error={change.error} />}
      {change.isSuccess && (
        <p className="notice success" role="status">
          Password changed. Your other sessions have ended.
        </p>
      )}
      <button type="submit" className="button primary" disabled={change.isPending}>
        {change.isPending ? "Saving…" : "Change password"}
      </button>
    </form>
  );
}
