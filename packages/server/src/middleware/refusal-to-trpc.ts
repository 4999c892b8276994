import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { HEADER } from "@reservation-api/contract";
import type { DashboardContext } from "../trpc/dashboard-context.js";
import { Refusal, type RefusalCode } from "../errors/refusal.js";

/** The dashboard face's one table: the tRPC code each refusal is answered with. */
const TRPC_CODE: Record<RefusalCode, TRPC_ERROR_CODE_KEY> = {
  INVALID_API_KEY: "UNAUTHORIZED",
  MERCHANT_MISMATCH: "FORBIDDEN",
  PLAN_NOT_ENTITLED: "FORBIDDEN",
  BILLING_SUSPENDED: "FORBIDDEN",
  INTERNAL_ERROR: "INTERNAL_SERVER_ERROR",
  VALIDATION_ERROR: "BAD_REQUEST",
  MISSING_IDEMPOTENCY_KEY: "BAD_REQUEST",
  CONFLICT: "CONFLICT",
  IDEMPOTENCY_CONFLICT: "CONFLICT",
  ADVANCE_TIME_REQUIRED: "BAD_REQUEST",
  BOOKING_LIMIT_REACHED: "FORBIDDEN",
  CAPACITY_EXCEEDED: "BAD_REQUEST",
  RESTAURANT_UNAVAILABLE: "BAD_REQUEST",
  DUPLICATE_BOOKING: "CONFLICT",
  NOT_FOUND: "NOT_FOUND",
  METHOD_NOT_ALLOWED: "METHOD_NOT_SUPPORTED",
  PAYLOAD_TOO_LARGE: "PAYLOAD_TOO_LARGE",
  RATE_LIMITED: "TOO_MANY_REQUESTS",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  BOOKING_NOT_MODIFIABLE: "CONFLICT",
  PRECONDITION_FAILED: "PRECONDITION_FAILED",
  INVALID_CREDENTIALS: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  THROTTLED: "TOO_MANY_REQUESTS",
};

/** A service refusal becomes its tRPC error (with Retry-After when it says when to retry); anything else stays as it was. */
export function toTrpcError(error: TRPCError, ctx: DashboardContext): TRPCError {
  const cause = error.cause;
  if (!(cause instanceof Refusal)) return error;
  const reason = cause.reason;
  if (reason.code === "THROTTLED" || reason.code === "RATE_LIMITED" || reason.code === "IDEMPOTENCY_CONFLICT") {
    ctx.setHeader(HEADER.retryAfter, String(reason.retryAfterSeconds));
  }
  return new TRPCError({ code: TRPC_CODE[reason.code], message: reason.message, cause });
}
