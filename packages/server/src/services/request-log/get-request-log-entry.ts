import { HEADER, type LoggedBody, type RequestLogDetail } from "@reservation-api/contract";
import { buildCurlCommand } from "../../domain/curl-command.js";
import type { ServiceDeps } from "../service-deps.js";
import { findRequestLogEntry, type RequestLogEntryRow } from "../../storage/request-log/request-log-store.js";
import { toSummary } from "./list-request-log.js";
import { refuse } from "../../errors/refusal.js";

const ENTRY_ID = /^[1-9]\d{0,14}$/;

/** Request headers the curl line repeats, by their stored (lower-case) name. */
const REPLAYED_HEADERS: ReadonlyArray<readonly [stored: string, sent: string]> = [
  ["x-merchant-id", HEADER.merchantId],
  ["idempotency-key", HEADER.idempotencyKey],
  ["content-type", "Content-Type"],
];

/**
 * One entry of the merchant's request log with its bodies, headers and a curl line that repeats
 * it (the key left as `$API_KEY`). Another merchant's entry is NOT_FOUND, exactly like a missing one.
 *
 * @example
 * const entry = await getRequestLogEntry({ db }, merchantId, "42", { apiBaseUrl: "https://api.example.com" });
 */
export async function getRequestLogEntry(
  deps: Pick<ServiceDeps, "db">,
  merchantId: string,
  entryId: string,
  options: { apiBaseUrl: string },
): Promise<RequestLogDetail> {
  const row = ENTRY_ID.test(entryId) ? await findRequestLogEntry(deps.db, merchantId, Number(entryId)) : undefined;
  if (!row) throw refuse("NOT_FOUND", "No request-log entry with that id");
  const requestBody = loggedBody(row.requestBody, row.requestBodyTruncated);
  return {
    ...toSummary(row),
    query: row.query,
    idempotencyKey: row.idempotencyKey,
    replayed: row.replayed,
    clientAddress: row.clientAddress,
    userAgent: row.userAgent,
    requestHeaders: row.requestHeaders,
    responseHeaders: row.responseHeaders,
    requestBody,
    responseBody: loggedBody(row.responseBody, row.responseBodyTruncated),
    curl: {
      command: curlFor(row, options.apiBaseUrl.replace(/\/+$/, "")),
      complete: !row.requestBodyTruncated,
    },
  };
}

function curlFor(row: RequestLogEntryRow, baseUrl: string): string {
  const headers = REPLAYED_HEADERS.flatMap(([stored, sent]) => {
    const value = row.requestHeaders[stored];
    return value === undefined ? [] : [[sent, value] as const];
  });
  return buildCurlCommand({ baseUrl, method: row.method, path: row.path, query: row.query, headers, body: row.requestBody });
}

function loggedBody(text: string | null, truncated: boolean): LoggedBody | null {
  return text === null ? null : { text, truncated };
}
