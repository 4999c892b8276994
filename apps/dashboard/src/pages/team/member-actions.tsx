import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { ErrorNotice } from "../../components/error-notice.js";
import { trpc } from "../../trpc.js";
import { OneTimeLink } from "./one-time-link.js";
import { RemoveMemberDialog } from "./remove-member-dialog.js";
import { ROLE_LABELS, TEAM_KEY, type Member, type Role } from "./team-query.js";
import { UserText } from "../../components/user-text.js";

/**
 * An admin's actions on one member: make admin/viewer, a password-reset link, remove. The team's
 * only admin (as the server marks them) is offered neither "Make viewer" nor "Remove", with a
 * hint saying why; should the team change meanwhile, the server still refuses and its message is
 * shown as it is.
 */
export function MemberActions({ member }: { member: Member }) {
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState(false);
  const otherRole: Role = member.role === "admin" ? "viewer" : "admin";
  const changeRole = useMutation({
    mutationFn: () => trpc.team.changeRole.mutate({ userId: member.id, role: otherRole }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: TEAM_KEY }),
  });
  const resetLink = useMutation({ mutationFn: () => trpc.team.resetPasswordLink.mutate({ userId: member.id }) });
  return (
    <div className="member-actions">
      <div className="actions">
        {!member.isOnlyAdmin && (
          <button
            type="button"
            className="button secondary small"
            disabled={changeRole.isPending}
            onClick={() => changeRole.mutate()}
          >
            Make {ROLE_LABELS[otherRole].toLowerCase()}
            <span className="visually-hidden">
              {" "}
              (<UserText>{member.displayName}</UserText>)
            </span>
          </button>
        )}
        <button
          type="button"
          className="button secondary small"
          disabled={resetLink.isPending}
          onClick={() => resetLink.mutate()}
        >
          Password reset link
          <span className="visually-hidden">
            {" "}
            for <UserText>{member.displayName}</UserText>
          </span>
        </button>
        {!member.isOnlyAdmin && (
          <button type="button" className="button danger small" onClick={() => setRemoving(true)}>
            Remove
            <span className="visually-hidden">
              {" "}
              <UserText>{member.displayName}</UserText>
            </span>
          </button>
        )}
      </div>
      {member.isOnlyAdmin && (
        <p className="muted member-hint" data-testid="only-admin-hint">
          The only admin; invite another admin first to remove them or make them a viewer.
        </p>
      )}
      {changeRole.isError && <ErrorNotice title="Role not changed" error={changeRole.error} />}
      {resetLink.isError && <ErrorNotice title="No reset link created" error={resetLink.error} />}
      {resetLink.data && (
        <OneTimeLink
          title={
            <>
              Password reset link for <UserText>{member.displayName}</UserText>
            </>
          }
          link={resetLink.data.link}
          expiresAt={resetLink.data.expiresAt}
          testId={`reset-link-${member.id}`}
        />
      )}
      {removing && <RemoveMemberDialog member={member} onClose={() => setRemoving(false)} />}
    </div>
  );
}
