import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useLocation } from "wouter";
import { DISPLAY_NAME_MAX_LENGTH } from "@reservation-api/contract/dashboard";
import { ErrorNotice } from "../../components/error-notice.js";
import {
  EMPTY_NEW_PASSWORD,
  isAcceptableNewPassword,
  NewPasswordFields,
  type NewPassword,
} from "../../components/new-password-fields.js";
import { TextField } from "../../components/text-field.js";
import { PAGE_PATHS } from "../../page-paths.js";
import { queryKeys } from "../../query-client.js";
import { fieldErrorsOf, trpc } from "../../trpc.js";

/** Sets the password (and, for an invitation, the display name); the server signs the user in. */
export function SetPasswordForm({
  token,
  email,
  merchantName,
  askForName,
}: {
  token: string;
  email: string;
  merchantName: string;
  askForName: boolean;
}) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [displayName, setDisplayName] = useState("");
  const [newPassword, setNewPassword] = useState(EMPTY_NEW_PASSWORD);
  const [showProblems, setShowProblems] = useState(false);
  const accept = useMutation({
    mutationFn: () => {
      const password = newPassword.password;
      return trpc.auth.acceptInvitation.mutate(askForName ? { token, displayName, password } : { token, password });
    },
    onSuccess: (session) => {
      queryClient.setQueryData(queryKeys.session, session);
      navigate(PAGE_PATHS.apiAccess, { replace: true });
    },
  });
  const editNewPassword = (edited: NewPassword) => {
    // The server's refusal was about the password as it was sent.
    if (edited.password !== newPassword.password) accept.reset();
    setNewPassword(edited);
  };
  const nameProblem = askForName && displayName.trim() === "" ? "Enter the name your teammates will see" : undefined;
  const serverProblem = fieldErrorsOf(accept.error).find(({ field }) => field === "password")?.message;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setShowProblems(true);
    if (nameProblem === undefined && isAcceptableNewPassword(newPassword)) accept.mutate();
  };
  return (
    <form className="stack" onSubmit={submit} noValidate>
      {/* Lets password managers store the new password under the right account. */}
      <input type="hidden" name="username" autoComplete="username" value={email} />
      {askForName && (
        <TextField
          label="Your name"
          name="displayName"
          autoComplete="name"
          maxLength={DISPLAY_NAME_MAX_LENGTH}
          value={displayName}
          onChange={(e) => setDisplayName(e.target.value)}
          error={showProblems ? nameProblem : undefined}
        />
      )}
      <NewPasswordFields
        value={newPassword}
        onChange={editNewPassword}
        showProblems={showProblems}
        owner={{ email, merchantName, displayName: askForName ? displayName : undefined }}
        serverProblem={serverProblem}
      />
      {/* A refused password is explained on its field alone. */}
      {accept.isError && serverProblem === undefined && (
        <ErrorNotice title={askForName ? "Not joined" : "Password not set"} error={accept.error} />
      )}
      <button type="submit" className="button primary" disabled={accept.isPending}>
        {accept.isPending ? "Saving…" : askForName ? "Join and sign in" : "Set password and sign in"}
      </button>
    </form>
  );
}
