import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { queryKeys } from "../../query-client.js";
import { trpc } from "../../trpc.js";
import type { IssuedKey } from "./new-key-panel.js";

interface IssueKeyDialogProps {
  action: "create" | "rotate";
  activePrefix: string | undefined;
  onClose: () => void;
  onIssued: (issued: IssuedKey) => void;
}

/** Confirms creating the first key, or rotating: a new key replaces the active one at once. */
export function IssueKeyDialog({ action, activePrefix, onClose, onIssued }: IssueKeyDialogProps) {
  const queryClient = useQueryClient();
  const issue = useMutation({
    mutationFn: () => (action === "create" ? trpc.apiAccess.createKey.mutate() : trpc.apiAccess.rotateKey.mutate()),
    onSuccess: (issued) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.apiAccess });
      onIssued(issued);
    },
  });
  return (
    <ConfirmDialog
      title={action === "create" ? "Create an API key?" : "Rotate the API key?"}
      confirmLabel={action === "create" ? "Create key" : "Rotate key"}
      tone="primary"
      pending={issue.isPending}
      error={issue.error}
      errorTitle={action === "create" ? "No key created" : "Key not rotated"}
      onConfirm={() => issue.mutate()}
      onClose={onClose}
    >
      {action === "create" ? (
        <p>A new key is made and shown to you once. Store it where your integration reads its secrets.</p>
      ) : (
        <p>
          A new key replaces <code>{activePrefix}…</code>, which <strong>stops working at once</strong>: calls still using it get
          401 INVALID_API_KEY. The new key is shown to you once.
        </p>
      )}
    </ConfirmDialog>
  );
}
