import { z } from "zod";
import { requestLogQuerySchema } from "@reservation-api/contract";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { getRequestLogEntry } from "../../services/request-log/get-request-log-entry.js";
import { listRequestLog } from "../../services/request-log/list-request-log.js";

/**
 * The request-log page: viewers and admins read it. The merchant is always the session's, so
 * another merchant's entry id answers NOT_FOUND exactly like a missing one.
 */
export const requestLogRouter = createDashboardRouter({
  /** Newest first, filtered, one page at a time (pass `nextCursor` back as `cursor`). */
  list: sessionProcedure
    .input(requestLogQuerySchema.optional())
    .query(({ ctx, input }) => listRequestLog(ctx.deps, ctx.session.merchantId, input ?? {})),

  /** One entry with bodies, headers and a curl line that leaves the key as `$API_KEY`. */
  get: sessionProcedure.input(z.strictObject({ id: z.string().min(1).max(20) })).query(({ ctx, input }) =>
    // The logged path is the full path (/api/external/v1/...), so the base is the public URL itself.
    getRequestLogEntry(ctx.deps, ctx.session.merchantId, input.id, { apiBaseUrl: ctx.settings.linkBaseUrl }),
  ),
});
