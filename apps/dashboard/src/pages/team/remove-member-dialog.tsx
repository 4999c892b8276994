import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { trpc } from "../../trpc.js";
import { TEAM_KEY, type Member } from "./team-query.js";
import { UserText } from "../../components/user-text.js";

/** Removing signs the member out everywhere and cannot be undone (they need a new invitation), so it is confirmed. */
export function RemoveMemberDialog({ member, onClose }: { member: Member; onClose: () => void }) {
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => trpc.team.remove.mutate({ userId: member.id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={
        <>
          Remove <UserText>{member.displayName}</UserText>?
        </>
      }
      confirmLabel="Remove from the team"
      tone="danger"
      pending={remove.isPending}
      error={remove.error}
      errorTitle="Not removed"
      onConfirm={() => remove.mutate()}
      onClose={onClose}
    >
      <p>
        <UserText>{member.displayName}</UserText> (<UserText>{member.email}</UserText>) loses access at once and is signed out
        everywhere. To come back they need a new invitation.
      </p>
    </ConfirmDialog>
  );
}
