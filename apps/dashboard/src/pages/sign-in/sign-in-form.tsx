import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { ErrorNotice } from "../../components/error-notice.js";
import { TextField } from "../../components/text-field.js";
import { queryKeys } from "../../query-client.js";
import { trpc, trpcErrorCode } from "../../trpc.js";

/** Email and password; success refreshes the session, and the page moves on by itself. */
export function SignInForm() {
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const signIn = useMutation({
    mutationFn: () => trpc.auth.signIn.mutate({ email, password }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.session }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    signIn.mutate();
  };
  return (
    <form className="stack" onSubmit={submit} noValidate={false}>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {signIn.isError && <ErrorNotice title="Not signed in" error={signIn.error} description={signInFailure(signIn.error)} />}
      <button type="submit" className="button primary" disabled={signIn.isPending}>
        {signIn.isPending ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}

/** The server says the same for an unknown email and a wrong password; so does this page. */
function signInFailure(error: Error): string | undefined {
  return trpcErrorCode(error) === "UNAUTHORIZED" ? "The email or password is not right." : undefined;
}
