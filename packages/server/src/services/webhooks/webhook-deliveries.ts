import { findDeliveries, findDelivery, findEndpoint, rearmDelivery } from "../../storage/webhooks/webhook-endpoint-store.js";
import type { ActivityActor } from "../../domain/actor.js";
import type { WebhookServiceDeps } from "../service-deps.js";
import { recordWebhookActivity } from "./webhook-activity.js";
import { toDeliveryDetail, toDeliverySummary, type WebhookDeliveryDetail, type WebhookDeliverySummary } from "./webhook-views.js";
import { refuse } from "../../errors/refusal.js";

export const RECENT_DELIVERIES_MAX = 100;

/** The endpoint's most recent deliveries, newest first. */
export async function listWebhookDeliveries(
  deps: WebhookServiceDeps,
  merchantId: string,
  endpointId: string,
  limit = 50,
): Promise<WebhookDeliverySummary[]> {
  if (!(await findEndpoint(deps.db, merchantId, endpointId))) throw refuse("NOT_FOUND", "No webhook endpoint with that id");
  const rows = await findDeliveries(deps.db, merchantId, endpointId, Math.min(Math.max(1, limit), RECENT_DELIVERIES_MAX));
  return rows.map(toDeliverySummary);
}

/** One delivery with the last attempt's request headers and body and the response. */
export async function getWebhookDelivery(
  deps: WebhookServiceDeps,
  merchantId: string,
  deliveryId: string,
): Promise<WebhookDeliveryDetail> {
  const row = await findDelivery(deps.db, merchantId, deliveryId);
  if (!row) throw refuse("NOT_FOUND", "No webhook delivery with that id");
  return toDeliveryDetail(row);
}

/** Queues the delivery again now, whatever its state; the same event id, so receivers can deduplicate. */
export async function resendWebhookDelivery(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: ActivityActor,
  deliveryId: string,
): Promise<WebhookDeliverySummary> {
  return deps.db.transaction(async (tx) => {
    if (!(await rearmDelivery(tx, merchantId, deliveryId, deps.now()))) {
      throw refuse("NOT_FOUND", "No webhook delivery with that id");
    }
    const row = await findDelivery(tx, merchantId, deliveryId);
    if (!row) throw refuse("NOT_FOUND", "No webhook delivery with that id");
    const endpointId = row.delivery.endpointId;
    await recordWebhookActivity(deps, tx, { action: "webhook_delivery.resent", merchantId, actor, endpointId, deliveryId });
    return toDeliverySummary(row);
  });
}
