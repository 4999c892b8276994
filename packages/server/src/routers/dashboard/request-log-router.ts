import { z } from "zod";
import { requestLogQuerySchema } from "@reservation-api/contract";
import { createDashboardRouter } from "../../dashboard-trpc.js";
import { ApiError } from "../../errors/api-error.js";
import { ServiceError } from "../../errors/service-error.js";
import { sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { getRequestLogEntry } from "../../services/get-request-log-entry.js";
import { listRequestLog } from "../../services/list-request-log.js";

/**
 * The request-log page: viewers and admins read it. The merchant is always the session's, so
 * another merchant's entry id answers NOT_FOUND exactly like a missing one.
 */
export const requestLogRouter = createDashboardRouter({
  /** Newest first, filtered, one page at a time (pass `nextCursor` back as `cursor`). */
  list: sessionProcedure
    .input(requestLogQuerySchema.optional())
    .query(({ ctx, input }) => asServiceRefusal(listRequestLog(ctx.deps, ctx.session.merchantId, input ?? {}))),

  /** One entry with bodies, headers and a curl line that leaves the key as `$API_KEY`. */
  get: sessionProcedure.input(z.strictObject({ id: z.string().min(1).max(20) })).query(({ ctx, input }) =>
    // The logged path is the full path (/api/external/v1/...), so the base is the public URL itself.
    asServiceRefusal(getRequestLogEntry(ctx.deps, ctx.session.merchantId, input.id, { apiBaseUrl: ctx.settings.linkBaseUrl })),
  ),
});

/**
 * The request-log services speak the REST API's errors (they are shared with it); the dashboard
 * shows refusals as service errors, so a forged cursor is BAD_REQUEST and a foreign id NOT_FOUND, never a 500.
 */
async function asServiceRefusal<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.code === "NOT_FOUND") throw new ServiceError("NOT_FOUND", error.message, { cause: error });
    if (error.code === "VALIDATION_ERROR")
      throw new ServiceError("INVALID_INPUT", error.message, { fieldErrors: error.fieldErrors ?? [], cause: error });
    throw error;
  }
}
