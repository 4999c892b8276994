import { Redirect, useSearch } from "wouter";
import { AuthFrame } from "../../components/auth-frame.js";
import { LoadingState } from "../../components/loading-state.js";
import { safeNextPath } from "../../page-paths.js";
import { useSessionQuery } from "../../session.js";
import { SignInForm } from "./sign-in-form.js";

export function SignInPage() {
  const session = useSessionQuery();
  const next = safeNextPath(new URLSearchParams(useSearch()).get("next"));
  if (session.isPending) return <LoadingState label="Checking your session" />;
  if (session.data) return <Redirect to={next} replace />;
  return (
    <AuthFrame title="Sign in">
      <SignInForm />
      <p className="muted">
        New here? Use the invitation link your admin or the operator gave you. Forgot your password? Ask an admin of your team for
        a reset link.
      </p>
    </AuthFrame>
  );
}
