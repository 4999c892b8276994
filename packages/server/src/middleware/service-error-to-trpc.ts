import { TRPCError } from "@trpc/server";
import type { TRPC_ERROR_CODE_KEY } from "@trpc/server/rpc";
import { HEADER } from "@reservation-api/contract";
import type { DashboardContext } from "../dashboard-context.js";
import { ServiceError, type ServiceErrorKind } from "../errors/service-error.js";

const TRPC_CODE: Record<ServiceErrorKind, TRPC_ERROR_CODE_KEY> = {
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  PRECONDITION_FAILED: "PRECONDITION_FAILED",
  INVALID_CREDENTIALS: "UNAUTHORIZED",
  FORBIDDEN: "FORBIDDEN",
  THROTTLED: "TOO_MANY_REQUESTS",
  INVALID_INPUT: "BAD_REQUEST",
};

/** A service refusal becomes its tRPC error (with Retry-After when throttled); anything else stays as it was. */
export function toTrpcError(error: TRPCError, ctx: DashboardContext): TRPCError {
  const cause = error.cause;
  if (!(cause instanceof ServiceError)) return error;
  if (cause.retryAfterSeconds !== undefined) ctx.setHeader(HEADER.retryAfter, String(cause.retryAfterSeconds));
  return new TRPCError({ code: TRPC_CODE[cause.kind], message: cause.message, cause });
}
