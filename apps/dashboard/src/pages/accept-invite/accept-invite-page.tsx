import { useQuery } from "@tanstack/react-query";
import { useSearch } from "wouter";
import { AuthFrame } from "../../components/auth-frame.js";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { formatTime } from "../../format-time.js";
import { trpc, trpcErrorCode } from "../../trpc.js";
import { SetPasswordForm } from "./set-password-form.js";
import { UserText } from "../../components/user-text.js";

/** Opens an invitation or a password-reset link: who it is for, then name (invitations only) and password. */
export function AcceptInvitePage() {
  const token = new URLSearchParams(useSearch()).get("token") ?? "";
  const invitation = useQuery({
    queryKey: ["auth", "invitation", token],
    queryFn: () => trpc.auth.invitation.query({ token }),
    enabled: token !== "",
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (token === "") {
    return (
      <AuthFrame title="Link incomplete">
        <p>This address has no invitation token. Open the whole link you were given, or ask for a new one.</p>
      </AuthFrame>
    );
  }
  if (invitation.isPending) return <LoadingState label="Checking your link" />;
  if (invitation.isError) {
    return (
      <AuthFrame title="This link cannot be used">
        {/* A used or expired link stays so: a retry is offered only when the server was not reached. */}
        <ErrorNotice
          title="Link not valid"
          error={invitation.error}
          {...(trpcErrorCode(invitation.error) === undefined ? { onRetry: () => void invitation.refetch() } : {})}
        />
      </AuthFrame>
    );
  }
  const { kind, email, merchantName, role, expiresAt } = invitation.data;
  return (
    <AuthFrame
      title={
        kind === "invite" ? (
          <>
            Join <UserText>{merchantName}</UserText>
          </>
        ) : (
          "Choose a new password"
        )
      }
    >
      <p>
        {kind === "invite" ? (
          <>
            You are invited as <strong>{role}</strong> with the email{" "}
            <strong>
              <UserText>{email}</UserText>
            </strong>
            .
          </>
        ) : (
          <>
            For{" "}
            <strong>
              <UserText>{email}</UserText>
            </strong>{" "}
            at <UserText>{merchantName}</UserText>. Setting it signs you out everywhere else.
          </>
        )}{" "}
        <span className="muted">The link works once, until {formatTime(expiresAt)}.</span>
      </p>
      <SetPasswordForm token={token} email={email} merchantName={merchantName} askForName={kind === "invite"} />
    </AuthFrame>
  );
}
