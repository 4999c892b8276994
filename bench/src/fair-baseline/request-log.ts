import type { IncomingMessage } from "node:http";
import type postgres from "postgres";
import { capUtf8, redactApiKeys } from "@reservation-api/server/domain";

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

const BATCH_ROWS = 500;
const BODY_MAX_BYTES = 8 * 1024;
const TEXT_MAX_BYTES = 2 * 1024;
const LOGGED_REQUEST_HEADERS = [
  "content-type",
  "content-length",
  "idempotency-key",
  "x-merchant-id",
  "x-request-id",
  "user-agent",
  "accept",
];

/**
 * The API's request log by hand: every request of a known merchant buffered in memory, key-shaped
 * text redacted and bodies capped, and written by one multi-row insert per 500 entries or per
 * second, off the request path. Like the API's, a batch the database refuses is dropped.
 */
export function createRequestLog(sql: postgres.Sql) {
  let buffer: Record<string, unknown>[] = [];
  const write = () => {
    if (buffer.length === 0) return;
    const rows = buffer;
    buffer = [];
    sql`insert into request_log_entries ${sql(rows)}`.catch(() => {});
  };
  setInterval(write, 1000).unref();
  return {
    record(exchange: Exchange): void {
      buffer.push(toRow(exchange));
      if (buffer.length >= BATCH_ROWS) write();
    },
  };
}

function toRow(exchange: Exchange): Record<string, unknown> {
  const { req } = exchange;
  const url = req.url ?? "/";
  const queryStart = url.indexOf("?");
  const requestHeaders: Record<string, string> = {};
  for (const name of LOGGED_REQUEST_HEADERS) {
    const value = req.headers[name];
    if (typeof value === "string") requestHeaders[name] = capped(value, TEXT_MAX_BYTES).text;
  }
  const requestBody = exchange.requestBody === undefined ? undefined : capped(exchange.requestBody, BODY_MAX_BYTES);
  const responseBody = capped(exchange.responseBody, BODY_MAX_BYTES);
  return {
    merchant_id: exchange.merchantId,
    received_at: exchange.receivedAt,
    method: req.method ?? "GET",
    path: capped(queryStart === -1 ? url : url.slice(0, queryStart), TEXT_MAX_BYTES).text,
    query: queryStart === -1 ? null : capped(url.slice(queryStart + 1), TEXT_MAX_BYTES).text,
    operation: exchange.operation,
    status: exchange.status,
    error_code: exchange.errorCode,
    duration_ms: Math.round(performance.now() - exchange.startedAt),
    request_id: exchange.requestId,
    key_prefix: exchange.keyPrefix,
    idempotency_key: requestHeaders["idempotency-key"] ?? null,
    replayed: exchange.responseHeaders["Idempotent-Replayed"] === "true",
    client_address: req.socket.remoteAddress ?? null,
    user_agent: requestHeaders["user-agent"] ?? null,
    request_headers: requestHeaders,
    response_headers: exchange.responseHeaders,
    request_body: requestBody?.text ?? null,
    request_body_truncated: requestBody?.truncated ?? false,
    response_body: responseBody.text,
    response_body_truncated: responseBody.truncated,
  };
}

function capped(text: string, maxBytes: number) {
  return capUtf8(redactApiKeys(text), maxBytes);
}
