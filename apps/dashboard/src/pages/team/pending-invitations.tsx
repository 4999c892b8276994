import { useState } from "react";
import { UserText } from "../../components/user-text.js";
import { formatTime } from "../../format-time.js";
import { ROLE_LABELS, type Invitation } from "./team-query.js";
import { WithdrawInvitationDialog } from "./withdraw-invitation-dialog.js";

/** Invitations whose links still work; an admin may withdraw one, after confirming. */
export function PendingInvitations({ invitations, isAdmin }: { invitations: Invitation[]; isAdmin: boolean }) {
  const [withdrawing, setWithdrawing] = useState<Invitation | undefined>(undefined);
  return (
    <section className="card" aria-labelledby="invitations-title">
      <h2 id="invitations-title">Pending invitations</h2>
      {invitations.length === 0 ? (
        <p>No pending invitations.</p>
      ) : (
        <ul className="member-list" data-testid="invitations">
          {invitations.map((invitation) => (
            <li key={invitation.id} className="member" data-testid={`invitation-${invitation.email}`}>
              <div className="member-head">
                <span className="member-name">
                  <UserText>{invitation.email}</UserText>
                </span>
                <span className="badge">{ROLE_LABELS[invitation.role]}</span>
              </div>
              <p className="muted">
                Invited by <UserText>{invitation.invitedBy}</UserText>; the link works until{" "}
                <time dateTime={invitation.expiresAt}>{formatTime(invitation.expiresAt)}</time>.
              </p>
              {isAdmin && (
                <div className="actions">
                  <button type="button" className="button danger small" onClick={() => setWithdrawing(invitation)}>
                    Withdraw<span className="visually-hidden"> the invitation for {invitation.email}</span>
                  </button>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {withdrawing && <WithdrawInvitationDialog invitation={withdrawing} onClose={() => setWithdrawing(undefined)} />}
    </section>
  );
}
