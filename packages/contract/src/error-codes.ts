/**
 * Every error code the API can answer with, and the HTTP status that goes with it.
 * Server and SDK both read this table, so a code can never drift from its status.
 */
export const ERROR_HTTP_STATUS = {
  INVALID_API_KEY: 401,
  MERCHANT_MISMATCH: 403,
  PLAN_NOT_ENTITLED: 423,
  BILLING_SUSPENDED: 423,
  INTERNAL_ERROR: 500,
  VALIDATION_ERROR: 400,
  MISSING_IDEMPOTENCY_KEY: 400,
  CONFLICT: 409,
  IDEMPOTENCY_CONFLICT: 409,
  ADVANCE_TIME_REQUIRED: 400,
  BOOKING_LIMIT_REACHED: 403,
  CAPACITY_EXCEEDED: 400,
  RESTAURANT_UNAVAILABLE: 400,
  DUPLICATE_BOOKING: 409,
  BOOKING_NOT_MODIFIABLE: 409,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  PRECONDITION_FAILED: 412,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_HTTP_STATUS;

export const ERROR_CODES = Object.keys(ERROR_HTTP_STATUS) as ErrorCode[];

/**
 * @example
 * isErrorCode("CAPACITY_EXCEEDED") // true
 * isErrorCode("TEAPOT") // false
 */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_HTTP_STATUS, value);
}
