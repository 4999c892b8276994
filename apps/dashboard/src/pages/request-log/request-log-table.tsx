import type { RequestLogSummary } from "@reservation-api/contract";
import { Link } from "wouter";
import { formatTime } from "../../format-time.js";
import { PAGE_PATHS } from "../../page-paths.js";
import { RequestIdCell } from "./request-id-cell.js";
import { StatusBadge } from "./status-badge.js";
import { UserText } from "../../components/user-text.js";

/**
 * One line per request; the time links to its detail view (so the keyboard reaches every entry).
 * Every column fits a 1280-pixel window: a long path wraps, and the request id shows its start
 * (the whole of it in its title, in the page's text and on the copy button).
 */
export function RequestLogTable({ entries, search }: { entries: RequestLogSummary[]; search: string }) {
  return (
    <div className="table-scroll" role="region" aria-label="Request log table" tabIndex={0}>
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
                <RequestIdCell entryId={entry.id} requestId={entry.requestId} />
              </td>
              <td className="nowrap">
                <code data-testid="key-prefix">{entry.keyPrefix}…</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
