import { z } from "zod";

/** The operationIds of the external API, as the request log names endpoints. */
export const API_OPERATIONS = [
  "getAvailability",
  "listBookings",
  "createBooking",
  "getBooking",
  "updateBooking",
  "updateBookingStatus",
] as const;
export type ApiOperation = (typeof API_OPERATIONS)[number];

/** Each endpoint's HTTP method; a method filter on the log is a filter on these endpoints. */
export const API_OPERATION_METHODS = {
  getAvailability: "GET",
  listBookings: "GET",
  createBooking: "POST",
  getBooking: "GET",
  updateBooking: "PATCH",
  updateBookingStatus: "PATCH",
} as const satisfies Record<ApiOperation, string>;

export const STATUS_CLASSES = ["2xx", "3xx", "4xx", "5xx"] as const;
export type StatusClass = (typeof STATUS_CLASSES)[number];

export const REQUEST_LOG_LIMIT_DEFAULT = 50;
export const REQUEST_LOG_LIMIT_MAX = 100;

/** What the dashboard's request-log page may ask for; every filter is optional. */
export const requestLogQuerySchema = z.strictObject({
  statusClass: z.enum(STATUS_CLASSES).optional(),
  operation: z.enum(API_OPERATIONS).optional(),
  method: z.enum(["GET", "POST", "PATCH", "PUT", "DELETE"]).optional(),
  /** Inclusive lower bound on the time received. */
  from: z.iso.datetime({ offset: true }).optional(),
  /** Exclusive upper bound on the time received. */
  to: z.iso.datetime({ offset: true }).optional(),
  /** Exact X-Request-Id of one request. */
  requestId: z.string().min(1).max(128).optional(),
  /** `nextCursor` of the previous page. */
  cursor: z.string().min(1).max(200).optional(),
  limit: z.number().int().min(1).max(REQUEST_LOG_LIMIT_MAX).optional(),
});
export type RequestLogQuery = z.input<typeof requestLogQuerySchema>;

/** One row of the request-log list. */
export interface RequestLogSummary {
  /** Opaque id of the entry, for the detail view. */
  id: string;
  receivedAt: string;
  method: string;
  path: string;
  operation: string;
  status: number;
  errorCode: string | null;
  durationMs: number;
  requestId: string;
  keyPrefix: string;
}

export interface RequestLogPage {
  entries: RequestLogSummary[];
  /** Pass as `cursor` for the next (older) page; null on the last page. */
  nextCursor: string | null;
}

/** A body as stored: at most 8 KB of it, and whether more was cut off. */
export interface LoggedBody {
  text: string;
  truncated: boolean;
}

/** Everything the detail view shows about one request. */
export interface RequestLogDetail extends RequestLogSummary {
  query: string | null;
  idempotencyKey: string | null;
  replayed: boolean;
  clientAddress: string | null;
  userAgent: string | null;
  /** The headers that matter (an allow-list); never Authorization. */
  requestHeaders: Record<string, string>;
  responseHeaders: Record<string, string>;
  requestBody: LoggedBody | null;
  responseBody: LoggedBody | null;
  /** Reproduces the request with `$API_KEY` in place of the key; `complete` is false when the body was cut off. */
  curl: { command: string; complete: boolean };
}
