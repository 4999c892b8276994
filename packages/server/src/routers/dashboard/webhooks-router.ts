import { webhookEndpointInputSchema } from "@reservation-api/contract";
import {
  setWebhookEndpointEnabledInputSchema,
  webhookDeliveryIdInputSchema,
  webhookEndpointIdInputSchema,
} from "@reservation-api/contract/dashboard";
import { createDashboardRouter } from "../../trpc/dashboard-trpc.js";
import { adminProcedure, sessionProcedure } from "../../middleware/dashboard-procedures.js";
import { getWebhookDelivery, listWebhookDeliveries, resendWebhookDelivery } from "../../services/webhooks/webhook-deliveries.js";
import {
  addWebhookEndpoint,
  deleteWebhookEndpoint,
  getWebhookEndpoint,
  listWebhookEndpoints,
  revealWebhookSecret,
  rotateWebhookSecret,
  sendTestWebhookEvent,
  setWebhookEndpointEnabled,
} from "../../services/webhooks/webhook-endpoints.js";
import { actorOf } from "../../services/sessions.js";

/**
 * The Webhooks page. Viewers and admins read endpoints and deliveries; only admins change them or
 * see a signing secret. The merchant is always the session's: another merchant's id is NOT_FOUND.
 */
export const webhooksRouter = createDashboardRouter({
  list: sessionProcedure.query(({ ctx }) => listWebhookEndpoints(ctx.deps, ctx.session.merchantId)),

  get: sessionProcedure
    .input(webhookEndpointIdInputSchema)
    .query(({ ctx, input }) => getWebhookEndpoint(ctx.deps, ctx.session.merchantId, input.endpointId)),

  /** The endpoint's most recent deliveries, newest first. */
  deliveries: sessionProcedure
    .input(webhookEndpointIdInputSchema)
    .query(({ ctx, input }) => listWebhookDeliveries(ctx.deps, ctx.session.merchantId, input.endpointId)),

  delivery: sessionProcedure
    .input(webhookDeliveryIdInputSchema)
    .query(({ ctx, input }) => getWebhookDelivery(ctx.deps, ctx.session.merchantId, input.deliveryId)),

  /** Answers the new endpoint with its signing secret. */
  add: adminProcedure
    .input(webhookEndpointInputSchema)
    .mutation(({ ctx, input }) => addWebhookEndpoint(ctx.deps, ctx.session.merchantId, actorOf(ctx.session), input)),

  revealSecret: adminProcedure
    .input(webhookEndpointIdInputSchema)
    .mutation(({ ctx, input }) => revealWebhookSecret(ctx.deps, ctx.session.merchantId, actorOf(ctx.session), input.endpointId)),

  /** The old secret keeps signing (and so verifying) for 24 hours. */
  rotateSecret: adminProcedure
    .input(webhookEndpointIdInputSchema)
    .mutation(({ ctx, input }) => rotateWebhookSecret(ctx.deps, ctx.session.merchantId, actorOf(ctx.session), input.endpointId)),

  sendTest: adminProcedure
    .input(webhookEndpointIdInputSchema)
    .mutation(({ ctx, input }) => sendTestWebhookEvent(ctx.deps, ctx.session.merchantId, actorOf(ctx.session), input.endpointId)),

  setEnabled: adminProcedure
    .input(setWebhookEndpointEnabledInputSchema)
    .mutation(({ ctx, input }) =>
      setWebhookEndpointEnabled(ctx.deps, ctx.session.merchantId, actorOf(ctx.session), input.endpointId, input.enabled),
    ),

  delete: adminProcedure.input(webhookEndpointIdInputSchema).mutation(async ({ ctx, input }) => {
    await deleteWebhookEndpoint(ctx.deps, ctx.session.merchantId, actorOf(ctx.session), input.endpointId);
    return { deleted: true as const };
  }),

  /** Queues the delivery again now with the same event id. */
  resend: adminProcedure
    .input(webhookDeliveryIdInputSchema)
    .mutation(({ ctx, input }) =>
      resendWebhookDelivery(ctx.deps, ctx.session.merchantId, actorOf(ctx.session), input.deliveryId),
    ),
});
