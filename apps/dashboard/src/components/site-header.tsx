import { useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../query-client.js";
import { useSignedIn } from "../session.js";
import { trpc } from "../trpc.js";
import { ErrorNotice } from "./error-notice.js";
import { UserText } from "./user-text.js";

/** Merchant and user, with the two ways out: this browser, or every session of the user. */
export function SiteHeader() {
  const { user, merchant } = useSignedIn();
  const queryClient = useQueryClient();
  // The layout sees the session gone and sends the browser to sign in; nothing read while signed
  // in stays in memory for whoever uses this browser next.
  const signedOut = () => {
    queryClient.setQueryData(queryKeys.session, null);
    queryClient.removeQueries({
      predicate: (query) => query.queryKey[0] !== queryKeys.session[0] || query.queryKey[1] !== queryKeys.session[1],
    });
  };
  const signOut = useMutation({ mutationFn: () => trpc.auth.signOut.mutate(), onSuccess: signedOut });
  const signOutEverywhere = useMutation({ mutationFn: () => trpc.auth.signOutEverywhere.mutate(), onSuccess: signedOut });
  const busy = signOut.isPending || signOutEverywhere.isPending;
  const failure = signOut.error ?? signOutEverywhere.error;
  return (
    <header className="site-header">
      <div className="site-header-identity">
        <span className="merchant-name">
          <UserText>{merchant.name}</UserText>
        </span>
        <span className="user-name">
          <UserText>{user.displayName}</UserText>{" "}
          <span className="muted">
            (<UserText>{user.email}</UserText>, {user.role})
          </span>
        </span>
      </div>
      <div className="site-header-actions">
        <button type="button" className="button secondary" disabled={busy} onClick={() => signOut.mutate()}>
          Sign out
        </button>
        <button type="button" className="button secondary" disabled={busy} onClick={() => signOutEverywhere.mutate()}>
          Sign out everywhere
        </button>
      </div>
      {failure !== null && <ErrorNotice title="Signing out failed" error={failure} />}
    </header>
  );
}
