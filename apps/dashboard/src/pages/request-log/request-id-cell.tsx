import { CopyButton } from "../../components/copy-button.js";

/**
 * A request id in a narrow column: its first characters, then an ellipsis. The whole id stays in
 * the page (screen readers and find-in-page see it), shows as the title on hover, and the button
 * beside it copies it, for a support ticket or a search through one's own logs.
 */
export function RequestIdCell({ entryId, requestId }: { entryId: string; requestId: string }) {
  const valueId = `request-id-${entryId}`;
  return (
    <span className="request-id-cell">
      <code id={valueId} className="truncated-id" title={requestId} data-testid="request-id">
        {requestId}
      </code>
      <CopyButton value={requestId} label="Copy" hiddenLabel={`request id ${requestId}`} targetId={valueId} />
    </span>
  );
}
