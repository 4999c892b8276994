import {
  API_OPERATIONS,
  API_OPERATION_METHODS,
  STATUS_CLASSES,
  type ApiOperation,
  type RequestLogQuery,
  type StatusClass,
} from "@reservation-api/contract";

/** The filters as the page's address keeps them, so a filtered view survives reload, back and a shared link. */
export interface RequestLogFilters {
  statusClass: StatusClass | "";
  operation: ApiOperation | "";
  method: string;
  /** `datetime-local` values, in the reader's time zone. */
  from: string;
  to: string;
  requestId: string;
}

export const METHODS = [...new Set(Object.values(API_OPERATION_METHODS))];

/** How the page names each endpoint: its method and path, as the API reference does. */
export const ENDPOINT_LABELS: Record<ApiOperation, string> = {
  getAvailability: "GET /availability",
  listBookings: "GET /bookings",
  createBooking: "POST /bookings",
  getBooking: "GET /bookings/{id}",
  updateBooking: "PATCH /bookings/{id}",
  updateBookingStatus: "PATCH /bookings/{id}/status",
};

const KEYS = ["statusClass", "operation", "method", "from", "to", "requestId"] as const;

export function filtersFromSearch(search: string): RequestLogFilters {
  const params = new URLSearchParams(search);
  const pick = <T extends string>(name: string, allowed: readonly T[]): T | "" => {
    const value = params.get(name) ?? "";
    return (allowed as readonly string[]).includes(value) ? (value as T) : "";
  };
  return {
    statusClass: pick("statusClass", STATUS_CLASSES),
    operation: pick("operation", API_OPERATIONS),
    method: pick("method", METHODS),
    from: params.get("from") ?? "",
    to: params.get("to") ?? "",
    requestId: (params.get("requestId") ?? "").trim(),
  };
}

export function searchOfFilters(filters: RequestLogFilters): string {
  const params = new URLSearchParams();
  for (const key of KEYS) if (filters[key] !== "") params.set(key, filters[key]);
  const text = params.toString();
  return text === "" ? "" : `?${text}`;
}

/** The server's query for these filters; a time the browser cannot read is left out (the form says so). */
export function queryOfFilters(filters: RequestLogFilters): RequestLogQuery {
  const query: RequestLogQuery = {};
  if (filters.statusClass !== "") query.statusClass = filters.statusClass;
  if (filters.operation !== "") query.operation = filters.operation;
  if (filters.method !== "") query.method = filters.method as NonNullable<RequestLogQuery["method"]>;
  const from = isoOfLocalTime(filters.from);
  if (from !== undefined) query.from = from;
  const to = isoOfLocalTime(filters.to);
  if (to !== undefined) query.to = to;
  if (filters.requestId !== "") query.requestId = filters.requestId;
  return query;
}

export function isoOfLocalTime(value: string): string | undefined {
  if (value === "") return undefined;
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

export function hasFilters(filters: RequestLogFilters): boolean {
  return KEYS.some((key) => filters[key] !== "");
}
