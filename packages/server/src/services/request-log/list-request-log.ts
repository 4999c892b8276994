import {
  API_OPERATIONS,
  API_OPERATION_METHODS,
  REQUEST_LOG_LIMIT_DEFAULT,
  requestLogQuerySchema,
  type ApiOperation,
  type RequestLogPage,
  type RequestLogQuery,
  type RequestLogSummary,
} from "@reservation-api/contract";
import {
  decodeRequestLogCursor,
  encodeRequestLogCursor,
  type RequestLogPosition,
} from "../../domain/request-log/request-log-cursor.js";
import type { ServiceDeps } from "../service-deps.js";
import { fieldErrorsFromIssues } from "../../errors/validation-issues.js";
import { findRequestLogPage, type RequestLogSummaryRow } from "../../storage/request-log/request-log-store.js";
import { fieldValidationError, refuse } from "../../errors/refusal.js";

/**
 * One page of a merchant's request log, newest first, with optional filters. Only this
 * merchant's entries are ever read; a cursor names a position, not an entry, so a forged one
 * still only moves within the merchant's own log.
 *
 * @example
 * const first = await listRequestLog({ db }, merchantId, { statusClass: "4xx" });
 * const next = await listRequestLog({ db }, merchantId, { statusClass: "4xx", cursor: first.nextCursor! });
 */
export async function listRequestLog(
  deps: Pick<ServiceDeps, "db">,
  merchantId: string,
  query: RequestLogQuery = {},
): Promise<RequestLogPage> {
  const parsed = requestLogQuerySchema.safeParse(query);
  if (!parsed.success) {
    throw refuse("VALIDATION_ERROR", "The request is not valid", {
      fieldErrors: fieldErrorsFromIssues(parsed.error.issues),
    });
  }
  const input = parsed.data;
  let after: RequestLogPosition | undefined;
  if (input.cursor !== undefined) {
    after = decodeRequestLogCursor(input.cursor);
    if (after === undefined)
      throw fieldValidationError("cursor", "Not a request-log cursor; pass nextCursor of the previous page");
  }
  const limit = input.limit ?? REQUEST_LOG_LIMIT_DEFAULT;
  const operations = operationsMatching(input.operation, input.method);
  if (operations?.length === 0) return { entries: [], nextCursor: null };
  const rows = await findRequestLogPage(
    deps.db,
    {
      merchantId,
      statusClass: input.statusClass === undefined ? undefined : Number(input.statusClass[0]),
      // The method is implied by the endpoints; filtering on both would make PostgreSQL count
      // the same selectivity twice and pick a poor plan.
      operations,
      from: input.from === undefined ? undefined : new Date(input.from),
      to: input.to === undefined ? undefined : new Date(input.to),
      requestId: input.requestId,
    },
    after,
    limit + 1,
  );
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    entries: page.map(toSummary),
    nextCursor: rows.length > limit && last ? encodeRequestLogCursor({ receivedAt: last.receivedAt, id: last.id }) : null,
  };
}

/**
 * The endpoints an operation and method filter leave. A method maps to its endpoints, so a rare
 * method is served by the endpoint index instead of a scan of the merchant's whole log.
 */
function operationsMatching(
  operation: ApiOperation | undefined,
  method: string | undefined,
): readonly ApiOperation[] | undefined {
  if (method === undefined) return operation === undefined ? undefined : [operation];
  const candidates = operation === undefined ? API_OPERATIONS : [operation];
  return candidates.filter((candidate) => API_OPERATION_METHODS[candidate] === method);
}

export function toSummary(row: RequestLogSummaryRow): RequestLogSummary {
  return {
    id: String(row.id),
    receivedAt: row.receivedAt.toISOString(),
    method: row.method,
    path: row.path,
    operation: row.operation,
    status: row.status,
    errorCode: row.errorCode,
    durationMs: row.durationMs,
    requestId: row.requestId,
    keyPrefix: row.keyPrefix,
  };
}
