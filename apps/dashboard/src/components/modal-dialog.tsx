import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from "react";

const FOCUSABLE =
  "button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), a[href], [tabindex]:not([tabindex='-1'])";

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert and Escape
 * closes it; Tab cycles through the dialog's own controls (the browser alone would let it leave for
 * the address bar); focus returns to the button that opened it.
 */
export function ModalDialog({ title, onClose, children }: { title: ReactNode; onClose: () => void; children: ReactNode }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = ref.current;
    if (dialog !== null && !dialog.open) dialog.showModal();
    // Unmounting removes the element, which ends the modal state (close() here would fire onClose
    // again); focus goes back to the button that opened it, as after Escape.
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
  return (
    <dialog ref={ref} className="modal-dialog" aria-labelledby={titleId} onClose={onClose} onKeyDown={keepTabInside}>
      <h2 id={titleId}>{title}</h2>
      {children}
    </dialog>
  );
}

function keepTabInside(event: KeyboardEvent<HTMLDialogElement>): void {
  if (event.key !== "Tab") return;
  const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (first === undefined || last === undefined) return;
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
