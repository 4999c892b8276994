import { HEADER, type ErrorBody, type ErrorCode } from "@reservation-api/contract";

type ExampleBody = Omit<ErrorBody, "requestId">;

/** What every example's `requestId` shows: a UUID, as the server issues when the caller sent none. */
const EXAMPLE_REQUEST_ID = "5f0c2a9e-8d41-4b7a-9c3e-1a2b3c4d5e6f";

/**
 * One real body per error code, as the server sends it (same messages, same extra fields), so the
 * reference shows what a client must handle rather than a body made up from the schema.
 */
const ERROR_EXAMPLES: Record<ErrorCode, { summary: string; body: ExampleBody }> = {
  INVALID_API_KEY: {
    summary: "The key is unknown or revoked",
    body: { code: "INVALID_API_KEY", message: "The API key is not valid or has been revoked" },
  },
  MERCHANT_MISMATCH: {
    summary: "The key belongs to another merchant",
    body: { code: "MERCHANT_MISMATCH", message: `The API key does not belong to the merchant in ${HEADER.merchantId}` },
  },
  PLAN_NOT_ENTITLED: {
    summary: "The plan has no API access",
    body: { code: "PLAN_NOT_ENTITLED", message: "The merchant's plan does not include external API access" },
  },
  BILLING_SUSPENDED: {
    summary: "Billing is suspended",
    body: { code: "BILLING_SUSPENDED", message: "The merchant's billing is suspended" },
  },
  VALIDATION_ERROR: {
    summary: "Fields are missing or wrong",
    body: {
      code: "VALIDATION_ERROR",
      message: "The request is not valid",
      errors: [
        { field: "partySize", message: "Must be at least 1" },
        { field: "localTime", message: "Expected HH:MM on a 15-minute step (minutes 00, 15, 30 or 45)" },
      ],
    },
  },
  MISSING_IDEMPOTENCY_KEY: {
    summary: "No Idempotency-Key header",
    body: {
      code: "MISSING_IDEMPOTENCY_KEY",
      message: `The ${HEADER.idempotencyKey} header is required`,
      errors: [{ field: HEADER.idempotencyKey, message: "Required" }],
    },
  },
  CONFLICT: {
    summary: "The key was used with another body",
    body: { code: "CONFLICT", message: "This Idempotency-Key was already used with a different request body" },
  },
  IDEMPOTENCY_CONFLICT: {
    summary: "The first request with this key is still running",
    body: {
      code: "IDEMPOTENCY_CONFLICT",
      message: "A request with this Idempotency-Key is still being processed; retry shortly",
    },
  },
  RESTAURANT_UNAVAILABLE: {
    summary: "Not a slot of that day; other times offered",
    body: {
      code: "RESTAURANT_UNAVAILABLE",
      message: "The restaurant takes no booking at 16:00 on 2026-05-01",
      alternatives: [
        { localDate: "2026-05-01", localTime: "17:00" },
        { localDate: "2026-05-01", localTime: "17:15" },
      ],
    },
  },
  ADVANCE_TIME_REQUIRED: {
    summary: "Too close to now; later times offered",
    body: {
      code: "ADVANCE_TIME_REQUIRED",
      message: "Bookings must be made at least 60 minutes ahead",
      alternatives: [
        { localDate: "2026-05-01", localTime: "20:00" },
        { localDate: "2026-05-01", localTime: "20:15" },
      ],
    },
  },
  BOOKING_LIMIT_REACHED: {
    summary: "The monthly booking cap is reached",
    body: { code: "BOOKING_LIMIT_REACHED", message: "The restaurant has reached its booking limit for this month" },
  },
  DUPLICATE_BOOKING: {
    summary: "The same guest already booked this",
    body: {
      code: "DUPLICATE_BOOKING",
      message: "The same guest booked this time and party size in the last 5 minutes",
      existingBooking: { id: "0b6f7c1e-4f3a-4c8e-9a51-2d7e8f90a1b2", bookingRef: "K7QX2M9D" },
    },
  },
  CAPACITY_EXCEEDED: {
    summary: "No room at that time; nearest times offered",
    body: {
      code: "CAPACITY_EXCEEDED",
      message: "Not enough seats left at that time for this party size",
      alternatives: [
        { localDate: "2026-05-01", localTime: "19:00" },
        { localDate: "2026-05-01", localTime: "20:00" },
        { localDate: "2026-05-01", localTime: "18:45" },
      ],
    },
  },
  BOOKING_NOT_MODIFIABLE: {
    summary: "Only a pending booking can be changed",
    body: { code: "BOOKING_NOT_MODIFIABLE", message: "Only a pending booking can be changed; this one is checked-in" },
  },
  PRECONDITION_FAILED: {
    summary: "If-Match names an earlier version of the booking",
    body: {
      code: "PRECONDITION_FAILED",
      message: `The booking changed since the ${HEADER.etag} sent in ${HEADER.ifMatch}; read it again and retry`,
    },
  },
  NOT_FOUND: {
    summary: "No such booking",
    body: { code: "NOT_FOUND", message: "No booking with that id or bookingRef" },
  },
  METHOD_NOT_ALLOWED: {
    summary: "The path exists, the method does not",
    body: {
      code: "METHOD_NOT_ALLOWED",
      message: "DELETE is not allowed on /api/external/v1/availability; use GET, HEAD, OPTIONS",
    },
  },
  PAYLOAD_TOO_LARGE: {
    summary: "The body is over the size limit",
    body: { code: "PAYLOAD_TOO_LARGE", message: "The body may be at most 100000 bytes" },
  },
  RATE_LIMITED: {
    summary: "Over the merchant's request budget",
    body: { code: "RATE_LIMITED", message: "Too many requests for this merchant; slow down" },
  },
  INTERNAL_ERROR: {
    summary: "Our fault; the body reveals nothing more",
    body: { code: "INTERNAL_ERROR", message: "An unexpected error occurred" },
  },
  SERVICE_UNAVAILABLE: {
    summary: "The database is briefly out of reach",
    body: { code: "SERVICE_UNAVAILABLE", message: "The service is briefly unavailable; retry shortly" },
  },
};

/** Named OpenAPI examples, one per code, for a response that can carry `codes`. */
export function errorExamples(codes: readonly ErrorCode[]): Record<string, { summary: string; value: ErrorBody }> {
  return Object.fromEntries(
    codes.map((code) => {
      const { summary, body } = ERROR_EXAMPLES[code];
      return [code, { summary, value: { ...body, requestId: EXAMPLE_REQUEST_ID } }];
    }),
  );
}
