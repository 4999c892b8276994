import type { ErrorCode } from "@reservation-api/contract";
import type { OperationId } from "./operation-ids.js";

const EVERY_OPERATION: ErrorCode[] = [
  "INVALID_API_KEY",
  "MERCHANT_MISMATCH",
  "PLAN_NOT_ENTITLED",
  "BILLING_SUSPENDED",
  "VALIDATION_ERROR",
  "RATE_LIMITED",
  "INTERNAL_ERROR",
  "SERVICE_UNAVAILABLE",
];

/** The error codes each operation can answer with, as documented in the OpenAPI document. */
export const OPERATION_ERRORS: Record<OperationId, readonly ErrorCode[]> = {
  getAvailability: EVERY_OPERATION,
  listBookings: EVERY_OPERATION,
  createBooking: [
    ...EVERY_OPERATION,
    "MISSING_IDEMPOTENCY_KEY",
    "CONFLICT",
    "IDEMPOTENCY_CONFLICT",
    "RESTAURANT_UNAVAILABLE",
    "ADVANCE_TIME_REQUIRED",
    "BOOKING_LIMIT_REACHED",
    "DUPLICATE_BOOKING",
    "CAPACITY_EXCEEDED",
    "PAYLOAD_TOO_LARGE",
  ],
  getBooking: [...EVERY_OPERATION, "NOT_FOUND"],
  updateBooking: [
    ...EVERY_OPERATION,
    "NOT_FOUND",
    "PRECONDITION_FAILED",
    "BOOKING_NOT_MODIFIABLE",
    "RESTAURANT_UNAVAILABLE",
    "ADVANCE_TIME_REQUIRED",
    "CAPACITY_EXCEEDED",
    "PAYLOAD_TOO_LARGE",
  ],
  updateBookingStatus: [...EVERY_OPERATION, "NOT_FOUND", "PAYLOAD_TOO_LARGE"],
};
