import type { IncomingMessage } from "node:http";
import type postgres from "postgres";
import {
  LOGGED_BODY_MAX_BYTES,
  LOGGED_TEXT_MAX_BYTES,
  cappedSecretFree,
  pickRequestHeaders,
  redactValues,
} from "@reservation-api/server/domain";

/** What the handler knows of an answered request. */
export interface Exchange {
  req: IncomingMessage;
  merchantId: string;
  keyPrefix: string;
  operation: string;
  receivedAt: Date;
  startedAt: number;
  requestId: string;
  requestBody: string | undefined;
  status: number;
  errorCode: string | null;
  responseBody: string;
  responseHeaders: Record<string, string>;
}

/** An exchange as buffered: only what the row needs, nothing redacted or capped yet. */
type CapturedExchange = Omit<Exchange, "req" | "startedAt"> & {
  method: string;
  url: string;
  durationMs: number;
  clientAddress: string | null;
  requestHeaders: Record<string, string>;
};

const BATCH_ROWS = 500;

/**
 * The API's request log by hand: every request of a known merchant captured into a buffer, and
 * redacted, capped and written by one multi-row insert per 500 entries or per second, off the
 * request path. Like the API's, a batch the database refuses is dropped.
 */
export function createRequestLog(sql: postgres.Sql) {
  let buffer: CapturedExchange[] = [];
  const write = () => {
    if (buffer.length === 0) return;
    const batch = buffer;
    buffer = [];
    sql`insert into request_log_entries ${sql(batch.map(toRow))}`.catch(() => {});
  };
  setInterval(write, 1000).unref();
  return {
    record({ req, startedAt, ...exchange }: Exchange): void {
      buffer.push({
        ...exchange,
        method: req.method ?? "GET",
        url: req.url ?? "/",
        durationMs: Math.round(performance.now() - startedAt),
        clientAddress: req.socket.remoteAddress ?? null,
        requestHeaders: pickRequestHeaders(req.headers),
      });
      if (buffer.length >= BATCH_ROWS) write();
    },
  };
}

function toRow(entry: CapturedExchange): Record<string, unknown> {
  const queryStart = entry.url.indexOf("?");
  const requestHeaders = redactValues(entry.requestHeaders);
  const requestBody = entry.requestBody === undefined ? undefined : cappedSecretFree(entry.requestBody, LOGGED_BODY_MAX_BYTES);
  const responseBody = cappedSecretFree(entry.responseBody, LOGGED_BODY_MAX_BYTES);
  return {
    merchant_id: entry.merchantId,
    received_at: entry.receivedAt,
    method: entry.method,
    path: cappedSecretFree(queryStart === -1 ? entry.url : entry.url.slice(0, queryStart), LOGGED_TEXT_MAX_BYTES).text,
    query: queryStart === -1 ? null : cappedSecretFree(entry.url.slice(queryStart + 1), LOGGED_TEXT_MAX_BYTES).text,
    operation: entry.operation,
    status: entry.status,
    error_code: entry.errorCode,
    duration_ms: entry.durationMs,
    request_id: entry.requestId,
    key_prefix: entry.keyPrefix,
    idempotency_key: requestHeaders["idempotency-key"] ?? null,
    replayed: entry.responseHeaders["Idempotent-Replayed"] === "true",
    client_address: entry.clientAddress,
    user_agent: requestHeaders["user-agent"] ?? null,
    request_headers: requestHeaders,
    response_headers: entry.responseHeaders,
    request_body: requestBody?.text ?? null,
    request_body_truncated: requestBody?.truncated ?? false,
    response_body: responseBody.text,
    response_body_truncated: responseBody.truncated,
  };
}
