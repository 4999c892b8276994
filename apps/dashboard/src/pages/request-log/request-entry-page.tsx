import { useQuery } from "@tanstack/react-query";
import { Fragment } from "react";
import type { RequestLogDetail } from "@reservation-api/contract";
import { Link, useParams, useSearch } from "wouter";
import { CopyButton } from "../../components/copy-button.js";
import { ErrorNotice } from "../../components/error-notice.js";
import { LoadingState } from "../../components/loading-state.js";
import { formatTime } from "../../format-time.js";
import { UserText } from "../../components/user-text.js";
import { PAGE_PATHS } from "../../page-paths.js";
import { trpc, trpcErrorCode } from "../../trpc.js";
import { LoggedBodyView } from "./logged-body-view.js";
import { StatusBadge } from "./status-badge.js";
import "./request-log.css";

/** Everything logged about one request, with what a developer needs to repeat it. */
export function RequestEntryPage() {
  const { id = "" } = useParams<{ id: string }>();
  const search = useSearch();
  const entry = useQuery({ queryKey: ["requestLog", "entry", id], queryFn: () => trpc.requestLog.get.query({ id }) });
  const back = `${PAGE_PATHS.requestLog}${search === "" ? "" : `?${search}`}`;
  return (
    <>
      <p>
        <Link href={back}>← Back to the request log</Link>
      </p>
      {entry.isPending && <LoadingState label="Loading the request" />}
      {entry.isError &&
        (trpcErrorCode(entry.error) === "NOT_FOUND" ? (
          <>
            <h1>Request not found</h1>
            <p>There is no such request in your log. It may be older than the log keeps.</p>
          </>
        ) : (
          <ErrorNotice title="The request could not be loaded" error={entry.error} onRetry={() => void entry.refetch()} />
        ))}
      {entry.data !== undefined && <EntryDetail entry={entry.data} />}
    </>
  );
}

function EntryDetail({ entry }: { entry: RequestLogDetail }) {
  return (
    <>
      <h1 className="log-entry-title">
        <span>
          {entry.method} <UserText>{entry.path}</UserText>
        </span>{" "}
        <StatusBadge status={entry.status} />
      </h1>
      <section className="card" aria-labelledby="entry-facts-title">
        <h2 id="entry-facts-title">Summary</h2>
        <dl className="facts" data-testid="request-facts">
          <dt>Request id</dt>
          <dd className="value-row">
            <code id="entry-request-id" data-testid="detail-request-id">
              {entry.requestId}
            </code>
            <CopyButton value={entry.requestId} label="Copy request id" targetId="entry-request-id" />
          </dd>
          <dt>Received</dt>
          <dd>
            <time dateTime={entry.receivedAt}>{formatTime(entry.receivedAt)}</time>
          </dd>
          <dt>Status</dt>
          <dd data-testid="detail-status">
            {entry.status}
            {entry.errorCode !== null && <> · {entry.errorCode}</>}
          </dd>
          <dt>Duration</dt>
          <dd>{entry.durationMs} ms</dd>
          <dt>Query</dt>
          <dd>
            {entry.query === null || entry.query === "" ? (
              <span className="muted">None</span>
            ) : (
              <code>
                ?<UserText>{entry.query}</UserText>
              </code>
            )}
          </dd>
          <dt>Idempotency key</dt>
          <dd>{entry.idempotencyKey === null ? <span className="muted">None</span> : <code>{entry.idempotencyKey}</code>}</dd>
          <dt>Replayed</dt>
          <dd data-testid="detail-replayed">
            {entry.replayed ? "Yes: the stored answer to an earlier request with this key" : "No"}
          </dd>
          <dt>API key</dt>
          <dd>
            <code>{entry.keyPrefix}…</code>
          </dd>
          <dt>Client address</dt>
          <dd>{entry.clientAddress ?? <span className="muted">Unknown</span>}</dd>
          <dt>User agent</dt>
          <dd>{entry.userAgent === null ? <span className="muted">None</span> : <UserText>{entry.userAgent}</UserText>}</dd>
        </dl>
      </section>
      <LoggedBodyView title="Request body" body={entry.requestBody} testId="request-body" />
      <LoggedBodyView title="Response body" body={entry.responseBody} testId="response-body" />
      <HeadersSection title="Request headers" headers={entry.requestHeaders} />
      <HeadersSection title="Response headers" headers={entry.responseHeaders} />
      <section className="card" aria-labelledby="entry-curl-title">
        <h2 id="entry-curl-title">Repeat this request</h2>
        <p>
          Set <code>API_KEY</code> to your key first; the line never contains it.
          {!entry.curl.complete && " The body was cut off when logged, so this line sends only its first 8 KB."}
        </p>
        <pre className="code-block" id="entry-curl" data-testid="curl-command" tabIndex={0}>
          {entry.curl.command}
        </pre>
        <CopyButton value={entry.curl.command} label="Copy curl line" targetId="entry-curl" />
      </section>
    </>
  );
}

function HeadersSection({ title, headers }: { title: string; headers: Record<string, string> }) {
  const names = Object.keys(headers).sort();
  return (
    <section className="card" aria-label={title}>
      <h2>{title}</h2>
      {names.length === 0 ? (
        <p className="muted">None recorded.</p>
      ) : (
        <dl className="facts">
          {names.map((name) => (
            <Fragment key={name}>
              <dt>
                <code>{name}</code>
              </dt>
              <dd>
                <code>
                  <UserText>{headers[name] ?? ""}</UserText>
                </code>
              </dd>
            </Fragment>
          ))}
        </dl>
      )}
    </section>
  );
}
