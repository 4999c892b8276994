import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { UserText } from "../../components/user-text.js";
import { trpc } from "../../trpc.js";
import { TEAM_KEY, type Invitation } from "./team-query.js";

/** Withdrawing kills the link already sent, and only a new invitation brings it back, so it is confirmed. */
export function WithdrawInvitationDialog({ invitation, onClose }: { invitation: Invitation; onClose: () => void }) {
  const queryClient = useQueryClient();
  const withdraw = useMutation({
    mutationFn: () => trpc.team.withdrawInvitation.mutate({ invitationId: invitation.id }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: TEAM_KEY });
      onClose();
    },
  });
  return (
    <ConfirmDialog
      title={
        <>
          Withdraw the invitation for <UserText>{invitation.email}</UserText>?
        </>
      }
      confirmLabel="Withdraw invitation"
      tone="danger"
      pending={withdraw.isPending}
      error={withdraw.error}
      errorTitle="Not withdrawn"
      onConfirm={() => withdraw.mutate()}
      onClose={onClose}
    >
      <p>
        The link sent to <UserText>{invitation.email}</UserText> stops working at once. To invite them later, create a new
        invitation.
      </p>
    </ConfirmDialog>
  );
}
