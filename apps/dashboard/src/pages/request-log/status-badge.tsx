/** An HTTP status with its class shown by more than colour (the number itself says it). */
export function StatusBadge({ status }: { status: number }) {
  const kind = status >= 500 ? "server-error" : status >= 400 ? "client-error" : "success";
  return <span className={`status-badge ${kind}`}>{status}</span>;
}
