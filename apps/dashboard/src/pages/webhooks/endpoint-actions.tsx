import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useLocation } from "wouter";
import { ErrorNotice } from "../../components/error-notice.js";
import { PAGE_PATHS } from "../../page-paths.js";
import { trpc } from "../../trpc.js";
import { ConfirmDialog } from "../../components/confirm-dialog.js";
import { webhookKeys, type RevealedSecrets, type WebhookEndpoint } from "./webhook-data.js";
import { UserText } from "../../components/user-text.js";

interface EndpointActionsProps {
  endpoint: WebhookEndpoint;
  onSecrets: (title: string, secrets: RevealedSecrets) => void;
}

/** The admin's buttons for one endpoint; rotate and delete are confirmed first. */
export function EndpointActions({ endpoint, onSecrets }: EndpointActionsProps) {
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<"rotate" | "delete" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const endpointId = endpoint.id;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: webhookKeys.all });
  const reveal = useMutation({
    mutationFn: () => trpc.webhooks.revealSecret.mutate({ endpointId }),
    onSuccess: (secrets) => onSecrets("Signing secret", secrets),
  });
  const rotate = useMutation({
    mutationFn: () => trpc.webhooks.rotateSecret.mutate({ endpointId }),
    onSuccess: (secrets) => {
      setDialog(null);
      onSecrets("New signing secret", secrets);
    },
  });
  const sendTest = useMutation({
    mutationFn: () => trpc.webhooks.sendTest.mutate({ endpointId }),
    onSuccess: () => {
      setNotice("Test event queued: it appears under Recent deliveries.");
      refresh();
    },
  });
  const toggle = useMutation({
    mutationFn: () => trpc.webhooks.setEnabled.mutate({ endpointId, enabled: !endpoint.enabled }),
    onSuccess: (updated) => {
      setNotice(updated.enabled ? "Endpoint enabled." : "Endpoint disabled: no events are sent to it.");
      refresh();
    },
  });
  const remove = useMutation({
    mutationFn: () => trpc.webhooks.delete.mutate({ endpointId }),
    onSuccess: () => {
      refresh();
      navigate(PAGE_PATHS.webhooks);
    },
  });
  const failed = [reveal, sendTest, toggle].find((mutation) => mutation.isError);
  return (
    <>
      <div className="actions">
        <button type="button" className="button secondary" disabled={reveal.isPending} onClick={() => reveal.mutate()}>
          Reveal secret
        </button>
        <button type="button" className="button secondary" onClick={() => setDialog("rotate")}>
          Rotate secret
        </button>
        <button type="button" className="button primary" disabled={sendTest.isPending} onClick={() => sendTest.mutate()}>
          Send test event
        </button>
        <button type="button" className="button secondary" disabled={toggle.isPending} onClick={() => toggle.mutate()}>
          {endpoint.enabled ? "Disable" : "Enable"}
        </button>
        <button type="button" className="button danger" onClick={() => setDialog("delete")}>
          Delete endpoint
        </button>
      </div>
      <p className="copy-status" role="status">
        {notice ?? ""}
      </p>
      {failed !== undefined && <ErrorNotice title="That did not work" error={failed.error} />}
      {dialog === "rotate" && (
        <ConfirmDialog
          title="Rotate the signing secret?"
          confirmLabel="Rotate secret"
          tone="primary"
          pending={rotate.isPending}
          error={rotate.error}
          onConfirm={() => rotate.mutate()}
          onClose={() => setDialog(null)}
        >
          <p>
            A new secret signs every delivery from now on. The current one <strong>stays valid for 24 hours</strong>: deliveries
            carry both signatures meanwhile, so update your receiver within a day.
          </p>
        </ConfirmDialog>
      )}
      {dialog === "delete" && (
        <ConfirmDialog
          title="Delete this endpoint?"
          confirmLabel="Delete endpoint"
          tone="danger"
          pending={remove.isPending}
          error={remove.error}
          onConfirm={() => remove.mutate()}
          onClose={() => setDialog(null)}
        >
          <p>
            <code className="wrap">
              <UserText>{endpoint.url}</UserText>
            </code>{" "}
            gets no more events, and its delivery history is deleted with it. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
