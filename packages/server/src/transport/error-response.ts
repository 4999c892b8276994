import { TRPCError } from "@trpc/server";
import { ERROR_HTTP_STATUS, HEADER, type ErrorBody, type ErrorCode } from "@reservation-api/contract";
import { isDatabaseUnavailable } from "../errors/database-unavailable.js";
import { Refusal, validationError, type RefusalCode, type RefusalReason } from "../errors/refusal.js";
import { retryShortlyHeaders } from "../errors/retry-after.js";
import { fieldErrorsFromIssues, hasSchemaIssues } from "../errors/validation-issues.js";

export interface ErrorResponse {
  status: number;
  headers: Record<string, string>;
  body: ErrorBody;
  /** Whether this is our fault (logged with its cause) rather than the client's. */
  unexpected: boolean;
}

/**
 * The REST face's one table: the documented code each refusal is answered with (its status is the
 * contract's). The dashboard's own refusals never come from a REST procedure; if one did, it is
 * our bug, answered as a 500 that reveals nothing.
 */
const REST_CODE: Record<RefusalCode, ErrorCode> = {
  INVALID_API_KEY: "INVALID_API_KEY",
  MERCHANT_MISMATCH: "MERCHANT_MISMATCH",
  PLAN_NOT_ENTITLED: "PLAN_NOT_ENTITLED",
  BILLING_SUSPENDED: "BILLING_SUSPENDED",
  INTERNAL_ERROR: "INTERNAL_ERROR",
  VALIDATION_ERROR: "VALIDATION_ERROR",
  MISSING_IDEMPOTENCY_KEY: "MISSING_IDEMPOTENCY_KEY",
  CONFLICT: "CONFLICT",
  IDEMPOTENCY_CONFLICT: "IDEMPOTENCY_CONFLICT",
  ADVANCE_TIME_REQUIRED: "ADVANCE_TIME_REQUIRED",
  BOOKING_LIMIT_REACHED: "BOOKING_LIMIT_REACHED",
  CAPACITY_EXCEEDED: "CAPACITY_EXCEEDED",
  RESTAURANT_UNAVAILABLE: "RESTAURANT_UNAVAILABLE",
  DUPLICATE_BOOKING: "DUPLICATE_BOOKING",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_ALLOWED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  RATE_LIMITED: "RATE_LIMITED",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  BOOKING_NOT_MODIFIABLE: "BOOKING_NOT_MODIFIABLE",
  PRECONDITION_FAILED: "PRECONDITION_FAILED",
  INVALID_CREDENTIALS: "INTERNAL_ERROR",
  FORBIDDEN: "INTERNAL_ERROR",
  THROTTLED: "INTERNAL_ERROR",
};

/**
 * The one place any thrown value becomes the documented error body. Anything that is not a
 * known client error is a 500 INTERNAL_ERROR whose body reveals nothing of the cause.
 */
export function toErrorResponse(error: unknown, requestId: string): ErrorResponse {
  const known = asRefusal(error);
  if (known && REST_CODE[known.code] === known.code) return refusalResponse(known.reason, requestId);
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

/** A refusal's body, status and headers: each payload lands in its documented place. */
function refusalResponse(reason: RefusalReason, requestId: string): ErrorResponse {
  const code = REST_CODE[reason.code];
  const body: ErrorBody = { code, message: reason.message, requestId };
  const headers: Record<string, string> = {};
  switch (reason.code) {
    case "VALIDATION_ERROR":
    case "MISSING_IDEMPOTENCY_KEY":
      body.errors = reason.fieldErrors;
      break;
    case "CAPACITY_EXCEEDED":
    case "RESTAURANT_UNAVAILABLE":
    case "ADVANCE_TIME_REQUIRED":
      if (reason.alternatives) body.alternatives = reason.alternatives;
      break;
    case "DUPLICATE_BOOKING":
      if (reason.existingBooking) body.existingBooking = reason.existingBooking;
      break;
    case "INVALID_API_KEY":
      headers[HEADER.wwwAuthenticate] = reason.challenge;
      break;
    case "IDEMPOTENCY_CONFLICT":
    case "RATE_LIMITED":
    case "THROTTLED":
      headers[HEADER.retryAfter] = String(reason.retryAfterSeconds);
      break;
    default:
      break;
  }
  return { status: ERROR_HTTP_STATUS[code], headers, body, unexpected: false };
}

function asRefusal(error: unknown): Refusal | undefined {
  if (error instanceof Refusal) return error;
  if (!(error instanceof TRPCError)) return undefined;
  if (error.cause instanceof Refusal) return error.cause;
  // tRPC reports a failed input parse as BAD_REQUEST caused by the schema's issues.
  if (error.code === "BAD_REQUEST" && hasSchemaIssues(error.cause)) {
    return validationError(fieldErrorsFromIssues(error.cause.issues), error.cause);
  }
  return undefined;
}
