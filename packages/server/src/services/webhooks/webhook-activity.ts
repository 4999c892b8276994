import type { WebhookActivityAction } from "@reservation-api/contract/dashboard";
import type { Database } from "@reservation-api/db";
import type { ActivityActor } from "../../domain/actor.js";
import { recordActivity } from "../activity-log.js";
import type { ServiceDeps } from "../service-deps.js";

/** One webhook change or secret reveal in the merchant's activity log, written in the change's transaction. */
export function recordWebhookActivity(
  deps: ServiceDeps,
  tx: Database,
  entry: { merchantId: string; actor: ActivityActor; action: WebhookActivityAction; endpointId: string; deliveryId?: string },
): Promise<void> {
  const { merchantId, actor, action, endpointId, deliveryId } = entry;
  const details = deliveryId === undefined ? { endpointId } : { endpointId, deliveryId };
  return recordActivity(deps, { merchantId, actor, action, details }, tx);
}
