import { activityListInputSchema, activityPageSchema } from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { listActivity } from "../../services/activity-log.js";

export const activityRouter = createDashboardRouter({
  /** Newest first, one page at a time. */
  list: sessionProcedure
    .input(activityListInputSchema)
    .output(activityPageSchema)
    .query(({ ctx, input }) => listActivity(ctx.deps.db, ctx.session.merchantId, input ?? {})),
});
