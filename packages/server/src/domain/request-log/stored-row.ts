import { redactApiKeys } from "../api-key-redaction.js";
import { capUtf8, type CappedText } from "../capped-text.js";
import { storableText } from "../storable-text.js";
import type { CapturedRequest } from "./captured-request.js";

/** One request-log row as it is written; storage inserts it as is. */
export interface RequestLogRow {
  merchantId: string;
  receivedAt: Date;
  method: string;
  path: string;
  query: string | null;
  operation: string;
  status: number;
  errorCode: string | null;
  durationMs: number;
  requestId: string;
  keyPrefix: string;
  idempotencyKey: string | null;
  replayed: boolean;
  clientAddress: string | null;
  userAgent: string | null;
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string>;
  requestBody: string | null;
  requestBodyTruncated: boolean;
  responseBody: string | null;
  responseBodyTruncated: boolean;
}

/** Bodies are kept up to this size each; the rest is cut off and the row says so. */
export const LOGGED_BODY_MAX_BYTES = 8 * 1024;
export const LOGGED_TEXT_MAX_BYTES = 2 * 1024;
const LOGGED_IDEMPOTENCY_KEY_MAX_BYTES = 200;

/**
 * A captured request as it is stored: key-shaped text redacted everywhere a caller could have
 * put it, bodies capped at 8 KB, other free text capped at 2 KB.
 */
export function toStoredRow(entry: CapturedRequest): RequestLogRow {
  const queryStart = entry.url.indexOf("?");
  const path = queryStart === -1 ? entry.url : entry.url.slice(0, queryStart);
  const query = queryStart === -1 ? null : entry.url.slice(queryStart + 1);
  const requestHeaders = redactValues(entry.requestHeaders);
  const requestBody = entry.requestBody === undefined ? undefined : cappedSecretFree(entry.requestBody, LOGGED_BODY_MAX_BYTES);
  const responseText = typeof entry.responseBody === "object" ? JSON.stringify(entry.responseBody) : entry.responseBody;
  const responseBody = responseText === undefined ? undefined : cappedSecretFree(responseText, LOGGED_BODY_MAX_BYTES);
  const idempotencyKey = requestHeaders["idempotency-key"];
  return {
    merchantId: entry.merchantId,
    receivedAt: entry.receivedAt,
    method: entry.method.slice(0, 16),
    path: cappedSecretFree(path, LOGGED_TEXT_MAX_BYTES).text,
    query: query === null || query === "" ? null : cappedSecretFree(query, LOGGED_TEXT_MAX_BYTES).text,
    operation: entry.operation,
    status: entry.status,
    errorCode: entry.errorCode,
    durationMs: Math.max(0, Math.round(entry.durationMs)),
    requestId: entry.requestId,
    keyPrefix: entry.keyPrefix,
    idempotencyKey: idempotencyKey === undefined ? null : capUtf8(idempotencyKey, LOGGED_IDEMPOTENCY_KEY_MAX_BYTES).text,
    replayed: entry.responseHeaders["idempotent-replayed"] === "true",
    clientAddress: entry.clientAddress,
    userAgent: requestHeaders["user-agent"] ?? null,
    requestHeaders,
    responseHeaders: entry.responseHeaders,
    requestBody: requestBody?.text ?? null,
    requestBodyTruncated: requestBody?.truncated ?? false,
    responseBody: responseBody?.text ?? null,
    responseBodyTruncated: responseBody?.truncated ?? false,
  };
}

/**
 * Text as the log stores it: key-shaped text redacted, NULs replaced, capped at `maxBytes` of UTF-8.
 * Capped first, so the redaction (which decodes escapes) costs the kept part only, however large
 * the body; a key cut at the cap keeps its tag, so it is still redacted. Capped again after, as
 * the marker may be longer than what is left of a key cut short.
 */
export function cappedSecretFree(text: string, maxBytes: number): CappedText {
  const kept = capUtf8(text, maxBytes);
  const secretFree = capUtf8(storableText(redactApiKeys(kept.text)), maxBytes);
  return { text: secretFree.text, truncated: kept.truncated || secretFree.truncated };
}

/** Header values as the log stores them (see `cappedSecretFree`). */
export function redactValues(headers: Record<string, string>): Record<string, string> {
  const redacted: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) redacted[name] = cappedSecretFree(value, LOGGED_TEXT_MAX_BYTES).text;
  return redacted;
}

/** A rough size of what an entry holds in memory until it is written, for the buffer's bound. */
export function approximateBytes(entry: CapturedRequest): number {
  const responseLength = typeof entry.responseBody === "string" ? entry.responseBody.length : 512;
  return 1024 + entry.url.length + (entry.requestBody?.length ?? 0) + responseLength;
}
