import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { REVOKE_CONFIRMATION_WORD } from "@reservation-api/contract/dashboard";
import { ErrorNotice } from "../../components/error-notice.js";
import { ModalDialog } from "../../components/modal-dialog.js";
import { TextField } from "../../components/text-field.js";
import { queryKeys } from "../../query-client.js";
import { trpc } from "../../trpc.js";

/** Revoking leaves the merchant without a key, so it is confirmed by typing a word. */
export function RevokeKeyDialog({ prefix, onClose, onRevoked }: { prefix: string; onClose: () => void; onRevoked: () => void }) {
  const queryClient = useQueryClient();
  const [typed, setTyped] = useState("");
  const revoke = useMutation({
    mutationFn: () => trpc.apiAccess.revokeKey.mutate({ confirm: REVOKE_CONFIRMATION_WORD }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.apiAccess });
      onRevoked();
    },
  });
  const confirmed = typed === REVOKE_CONFIRMATION_WORD;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (confirmed) revoke.mutate();
  };
  return (
    <ModalDialog title="Revoke the API key?" onClose={onClose}>
      <form className="stack" onSubmit={submit}>
        <p>
          <code>{prefix}…</code> <strong>stops working at once</strong> and no key replaces it: every API call answers 401
          INVALID_API_KEY until an admin creates a new key.
        </p>
        <TextField
          label={`Type ${REVOKE_CONFIRMATION_WORD} to confirm`}
          name="confirm"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        {revoke.isError && <ErrorNotice title="Key not revoked" error={revoke.error} />}
        <div className="actions">
          <button type="submit" className="button danger" disabled={!confirmed || revoke.isPending}>
            {revoke.isPending ? "Revoking…" : "Revoke key"}
          </button>
          <button type="button" className="button secondary" onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
