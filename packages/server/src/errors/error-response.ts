import { TRPCError } from "@trpc/server";
import { ERROR_HTTP_STATUS, type ErrorBody, type ErrorCode } from "@reservation-api/contract";
import { ApiError, validationError } from "./api-error.js";
import { isDatabaseUnavailable } from "./database-unavailable.js";
import { retryShortlyHeaders } from "./retry-after.js";
import { fieldErrorsFromIssues, hasSchemaIssues } from "./validation-issues.js";

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: ErrorBody;
  /** Whether this is our fault (logged with its cause) rather than the client's. */
  unexpected: boolean;
}

/**
 * The one place any thrown value becomes the documented error body. Anything that is not a
 * known client error is a 500 INTERNAL_ERROR whose body reveals nothing of the cause.
 */
export function toErrorResponse(error: unknown, requestId: string): ErrorResponse {
  const known = asApiError(error);
  if (known) {
    const body: ErrorBody = { code: known.code, message: known.message, requestId };
    if (known.fieldErrors) body.errors = known.fieldErrors;
    if (known.alternatives) body.alternatives = known.alternatives;
    if (known.existingBooking) body.existingBooking = known.existingBooking;
    return { status: known.status, headers: known.headers, body, unexpected: false };
  }
  if (isDatabaseUnavailable(error)) {
    const response = errorResponseFor(
      "SERVICE_UNAVAILABLE",
      "The service is briefly unavailable; retry shortly",
      requestId,
      true,
    );
    return { ...response, headers: retryShortlyHeaders() };
  }
  return errorResponseFor("INTERNAL_ERROR", "An unexpected error occurred", requestId, true);
}

export function errorResponseFor(code: ErrorCode, message: string, requestId: string, unexpected = false): ErrorResponse {
  return { status: ERROR_HTTP_STATUS[code], headers: {}, body: { code, message, requestId }, unexpected };
}

function asApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (!(error instanceof TRPCError)) return undefined;
  if (error.cause instanceof ApiError) return error.cause;
  // tRPC reports a failed input parse as BAD_REQUEST caused by the schema's issues.
  if (error.code === "BAD_REQUEST" && hasSchemaIssues(error.cause)) {
    return validationError(fieldErrorsFromIssues(error.cause.issues), error.cause);
  }
  return undefined;
}
