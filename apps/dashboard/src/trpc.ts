import { createTRPCClient, httpLink, TRPCClientError } from "@trpc/client";
import type { DashboardRouter } from "@reservation-api/server";
import { CSRF_HEADER, DASHBOARD_TRPC_PATH } from "@reservation-api/contract/dashboard";

/**
 * The dashboard's only way to the server: a typed client of the dashboard router, same origin.
 * Every call carries the anti-CSRF header (a cross-site form cannot send it); the session cookie
 * goes along by itself.
 */
export const trpc = createTRPCClient<DashboardRouter>({
  links: [httpLink({ url: DASHBOARD_TRPC_PATH, headers: { [CSRF_HEADER]: "1" } })],
});

/** The tRPC error code of a failed call (UNAUTHORIZED, FORBIDDEN, ...), if the server answered one. */
export function trpcErrorCode(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "code" in data && typeof data.code === "string" ? data.code : undefined;
}

/** Seconds from the Retry-After header of a throttled call. */
export function retryAfterSeconds(error: unknown): number | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const meta: unknown = error.meta;
  const response = typeof meta === "object" && meta !== null && "response" in meta ? meta.response : undefined;
  const value = response instanceof Response ? response.headers.get("retry-after") : null;
  const seconds = value === null ? Number.NaN : Number(value);
  return Number.isFinite(seconds) ? seconds : undefined;
}

/** The server's request id for a failed call, to quote when asking for help. */
export function failedRequestId(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "requestId" in data && typeof data.requestId === "string"
    ? data.requestId
    : undefined;
}

/** Per-field problems the server found in the input (its validation answer), if any. */
export function fieldErrorsOf(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data: unknown = error.data;
  const fieldErrors = typeof data === "object" && data !== null && "fieldErrors" in data ? data.fieldErrors : null;
  return Array.isArray(fieldErrors) ? fieldErrors.filter(isFieldError) : [];
}

function isFieldError(value: unknown): value is { field: string; message: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    "field" in value &&
    "message" in value &&
    typeof value.field === "string" &&
    typeof value.message === "string"
  );
}

/** The service's own refusal code (CAPACITY_EXCEEDED, BOOKING_NOT_MODIFIABLE, ...), finer than the tRPC code. */
export function refusalCodeOf(error: unknown): string | undefined {
  if (!(error instanceof TRPCClientError)) return undefined;
  const data: unknown = error.data;
  return typeof data === "object" && data !== null && "refusal" in data && typeof data.refusal === "string"
    ? data.refusal
    : undefined;
}

/** Other times a refused booking time could take instead (CAPACITY_EXCEEDED and its kin). */
export function offeredAlternativesOf(error: unknown): { localDate: string; localTime: string }[] {
  if (!(error instanceof TRPCClientError)) return [];
  const data: unknown = error.data;
  const alternatives = typeof data === "object" && data !== null && "alternatives" in data ? data.alternatives : null;
  return Array.isArray(alternatives) ? alternatives.filter(isAlternative) : [];
}

function isAlternative(value: unknown): value is { localDate: string; localTime: string } {
  return (
    typeof value === "object" &&
    value !== null &&
    "localDate" in value &&
    "localTime" in value &&
    typeof value.localDate === "string" &&
    typeof value.localTime === "string"
  );
}
