import type { RequestLogSummary } from "@reservation-api/contract";
import { Link } from "wouter";
import { formatTime } from "../../format-time.js";
import { PAGE_PATHS } from "../../page-paths.js";
import { StatusBadge } from "./status-badge.js";
import { UserText } from "../../components/user-text.js";

/** One line per request; the time links to its detail view (so the keyboard reaches every entry). */
export function RequestLogTable({ entries, search }: { entries: RequestLogSummary[]; search: string }) {
  return (
    <div className="table-scroll" role="region" aria-label="Requests, scrolls sideways" tabIndex={0}>
      <table className="log-table" data-testid="request-log-table">
        <thead>
          <tr>
            <th scope="col">Time</th>
            <th scope="col">Method</th>
            <th scope="col">Path</th>
            <th scope="col">Status</th>
            <th scope="col">Error code</th>
            <th scope="col">Duration</th>
            <th scope="col">Request id</th>
            <th scope="col">Key</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-testid="request-log-row" data-request-id={entry.requestId}>
              <td className="nowrap">
                <Link
                  href={`${PAGE_PATHS.requestLog}/${entry.id}${search}`}
                  aria-label={`${formatTime(entry.receivedAt)}, ${entry.method} ${entry.path}, ${entry.status}: open`}
                >
                  <time dateTime={entry.receivedAt}>{formatTime(entry.receivedAt)}</time>
                </Link>
              </td>
              <td>{entry.method}</td>
              <td className="log-path">
                <UserText>{entry.path}</UserText>
              </td>
              <td data-testid="status">
                <StatusBadge status={entry.status} />
              </td>
              <td data-testid="error-code">{entry.errorCode ?? ""}</td>
              <td className="nowrap">{entry.durationMs} ms</td>
              <td>
                <code data-testid="request-id">{entry.requestId}</code>
              </td>
              <td>
                <code>{entry.keyPrefix}…</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
