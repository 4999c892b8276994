import type { ReactNode } from "react";
import { ErrorNotice } from "./error-notice.js";
import { ModalDialog } from "./modal-dialog.js";

interface ConfirmDialogProps {
  title: ReactNode;
  confirmLabel: string;
  tone: "primary" | "danger";
  pending: boolean;
  error: unknown;
  /** Heads the error notice; by default "<confirm label> failed". */
  errorTitle?: string;
  onConfirm: () => void;
  onClose: () => void;
  children: ReactNode;
}

/**
 * Asks before a change that cannot be taken back, and shows why it failed if it did. Cancel has
 * the focus, so Enter pressed by habit changes nothing.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  tone,
  pending,
  error,
  errorTitle,
  onConfirm,
  onClose,
  children,
}: ConfirmDialogProps) {
  return (
    <ModalDialog title={title} onClose={onClose}>
      <div className="stack">
        {children}
        {error !== null && error !== undefined && <ErrorNotice title={errorTitle ?? `${confirmLabel} failed`} error={error} />}
        <div className="actions">
          <button type="button" className={`button ${tone}`} disabled={pending} onClick={onConfirm}>
            {pending ? "Working…" : confirmLabel}
          </button>
          <button type="button" className="button secondary" onClick={onClose} autoFocus>
            Cancel
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
