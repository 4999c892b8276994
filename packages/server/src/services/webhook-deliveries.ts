import { ApiError } from "../errors/api-error.js";
import { findDeliveries, findDelivery, findEndpoint, rearmDelivery } from "../storage/webhook-endpoint-store.js";
import { reportActivity, type WebhookActor, type WebhookServiceDeps } from "./webhook-service-deps.js";
import { toDeliveryDetail, toDeliverySummary, type WebhookDeliveryDetail, type WebhookDeliverySummary } from "./webhook-views.js";

export const RECENT_DELIVERIES_MAX = 100;

/** The endpoint's most recent deliveries, newest first. */
export async function listWebhookDeliveries(
  deps: WebhookServiceDeps,
  merchantId: string,
  endpointId: string,
  limit = 50,
): Promise<WebhookDeliverySummary[]> {
  if (!(await findEndpoint(deps.db, merchantId, endpointId))) throw new ApiError("NOT_FOUND", "No webhook endpoint with that id");
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
  if (!row) throw new ApiError("NOT_FOUND", "No webhook delivery with that id");
  return toDeliveryDetail(row);
}

/** Queues the delivery again now, whatever its state; the same event id, so receivers can deduplicate. */
export async function resendWebhookDelivery(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: WebhookActor,
  deliveryId: string,
): Promise<WebhookDeliverySummary> {
  if (!(await rearmDelivery(deps.db, merchantId, deliveryId, deps.now()))) {
    throw new ApiError("NOT_FOUND", "No webhook delivery with that id");
  }
  const row = await findDelivery(deps.db, merchantId, deliveryId);
  if (!row) throw new ApiError("NOT_FOUND", "No webhook delivery with that id");
  await reportActivity(deps, {
    action: "webhook_delivery.resent",
    merchantId,
    actor,
    endpointId: row.delivery.endpointId,
    deliveryId,
  });
  return toDeliverySummary(row);
}
