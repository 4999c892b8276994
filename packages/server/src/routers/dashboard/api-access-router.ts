import {
  apiAccessOverviewSchema,
  issuedApiKeySchema,
  revokeKeyInputSchema,
  revokeKeyResultSchema,
} from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { adminProcedure, sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { apiAccessOverview } from "../../services/api-access-overview.js";
import { createApiKey, revokeApiKey, rotateApiKey } from "../../services/api-keys.js";
import { actorOf } from "../../services/sessions.js";

/** The API access page: the merchant id, its entitlement, and its key. The merchant is always the session's. */
export const apiAccessRouter = createDashboardRouter({
  overview: sessionProcedure
    .output(apiAccessOverviewSchema)
    .query(({ ctx }) => apiAccessOverview(ctx.deps, ctx.settings, ctx.session.merchantId)),

  /** Only when the merchant has no active key; otherwise CONFLICT (rotate instead). */
  createKey: adminProcedure
    .output(issuedApiKeySchema)
    .mutation(({ ctx }) => createApiKey(ctx.deps, ctx.session.merchantId, actorOf(ctx.session))),

  /** The old key stops working at once. PRECONDITION_FAILED when there is no active key to rotate. */
  rotateKey: adminProcedure
    .output(issuedApiKeySchema)
    .mutation(({ ctx }) => rotateApiKey(ctx.deps, ctx.session.merchantId, actorOf(ctx.session), { requireActive: true })),

  revokeKey: adminProcedure
    .input(revokeKeyInputSchema)
    .output(revokeKeyResultSchema)
    .mutation(({ ctx }) => revokeApiKey(ctx.deps, ctx.session.merchantId, actorOf(ctx.session))),
});
