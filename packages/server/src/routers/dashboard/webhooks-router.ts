import { webhookEndpointInputSchema } from "@reservation-api/contract";
import {
  setWebhookEndpointEnabledInputSchema,
  webhookDeliveryIdInputSchema,
  webhookEndpointIdInputSchema,
} from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../dashboard-trpc.js";
import { adminProcedure, sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { getWebhookDelivery, listWebhookDeliveries, resendWebhookDelivery } from "../../services/webhook-deliveries.js";
import {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendTestWebhookEvent,
  setWebhookEndpointEnabled,
} from "../../services/webhook-endpoints.js";
import { asDashboardCall, webhookActorOf, webhookDepsFor } from "./webhook-procedure-support.js";

/**
 * The Webhooks page. Viewers and admins read endpoints and deliveries; only admins change them or
 * see a signing secret. The merchant is always the session's: another merchant's id is NOT_FOUND.
 */
export const webhooksRouter = createDashboardRouter({
  list: sessionProcedure.query(({ ctx }) =>
    asDashboardCall(() => listWebhookEndpoints(webhookDepsFor(ctx), ctx.session.merchantId)),
  ),

  get: sessionProcedure
    .input(webhookEndpointIdInputSchema)
    .query(({ ctx, input }) =>
      asDashboardCall(() => getWebhookEndpoint(webhookDepsFor(ctx), ctx.session.merchantId, input.endpointId)),
    ),

  /** The endpoint's most recent deliveries, newest first. */
  deliveries: sessionProcedure
    .input(webhookEndpointIdInputSchema)
    .query(({ ctx, input }) =>
      asDashboardCall(() => listWebhookDeliveries(webhookDepsFor(ctx), ctx.session.merchantId, input.endpointId)),
    ),

  delivery: sessionProcedure
    .input(webhookDeliveryIdInputSchema)
    .query(({ ctx, input }) =>
      asDashboardCall(() => getWebhookDelivery(webhookDepsFor(ctx), ctx.session.merchantId, input.deliveryId)),
    ),

  /** Answers the new endpoint with its signing secret. */
  add: adminProcedure
    .input(webhookEndpointInputSchema)
    .mutation(({ ctx, input }) =>
      asDashboardCall(() => addWebhookEndpoint(webhookDepsFor(ctx), ctx.session.merchantId, webhookActorOf(ctx.session), input)),
    ),

  revealSecret: adminProcedure
    .input(webhookEndpointIdInputSchema)
    .mutation(({ ctx, input }) =>
      asDashboardCall(() =>
        revealWebhookSecret(webhookDepsFor(ctx), ctx.session.merchantId, webhookActorOf(ctx.session), input.endpointId),
      ),
    ),

  /** The old secret keeps signing (and so verifying) for 24 hours. */
  rotateSecret: adminProcedure
    .input(webhookEndpointIdInputSchema)
    .mutation(({ ctx, input }) =>
      asDashboardCall(() =>
        rotateWebhookSecret(webhookDepsFor(ctx), ctx.session.merchantId, webhookActorOf(ctx.session), input.endpointId),
      ),
    ),

  sendTest: adminProcedure
    .input(webhookEndpointIdInputSchema)
    .mutation(({ ctx, input }) =>
      asDashboardCall(() =>
        sendTestWebhookEvent(webhookDepsFor(ctx), ctx.session.merchantId, webhookActorOf(ctx.session), input.endpointId),
      ),
    ),

  setEnabled: adminProcedure
    .input(setWebhookEndpointEnabledInputSchema)
    .mutation(({ ctx, input }) =>
      asDashboardCall(() =>
        setWebhookEndpointEnabled(
          webhookDepsFor(ctx),
          ctx.session.merchantId,
          webhookActorOf(ctx.session),
          input.endpointId,
          input.enabled,
        ),
      ),
    ),

  delete: adminProcedure.input(webhookEndpointIdInputSchema).mutation(async ({ ctx, input }) => {
    await asDashboardCall(() =>
      deleteWebhookEndpoint(webhookDepsFor(ctx), ctx.session.merchantId, webhookActorOf(ctx.session), input.endpointId),
    );
    return { deleted: true as const };
  }),

  /** Queues the delivery again now with the same event id. */
  resend: adminProcedure
    .input(webhookDeliveryIdInputSchema)
    .mutation(({ ctx, input }) =>
      asDashboardCall(() =>
        resendWebhookDelivery(webhookDepsFor(ctx), ctx.session.merchantId, webhookActorOf(ctx.session), input.deliveryId),
      ),
    ),
});
