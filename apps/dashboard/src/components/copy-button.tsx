import { useEffect, useState } from "react";

/**
 * Copies a value to the clipboard and says so. Where the Clipboard API is unavailable (a plain
 * http address other than localhost), the text is selected for Ctrl+C instead.
 */
export function CopyButton({
  value,
  label,
  targetId,
  hiddenLabel,
}: {
  value: string;
  label: string;
  targetId?: string;
  /** Said only to a screen reader after the label, to tell apart many buttons of one visible label (one per table row). */
  hiddenLabel?: string;
}) {
  const [state, setState] = useState<"idle" | "copied" | "selected">("idle");
  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 4000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
      setState("copied");
    } catch {
      selectTarget(targetId);
      setState("selected");
    }
  };
  return (
    <span className="copy-button">
      <button type="button" className="button secondary small" onClick={() => void copy()}>
        {label}
        {hiddenLabel !== undefined && <span className="visually-hidden"> {hiddenLabel}</span>}
      </button>
      <span className="copy-status" role="status">
        {state === "copied" ? "Copied" : state === "selected" ? "Selected: press Ctrl+C to copy" : ""}
      </span>
    </span>
  );
}

function selectTarget(targetId: string | undefined): void {
  const target = targetId === undefined ? null : document.getElementById(targetId);
  if (target === null) return;
  const range = document.createRange();
  range.selectNodeContents(target);
  const selection = window.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range);
}
