import type { DeliveryRow, EndpointRow } from "../../storage/webhooks/webhook-delivery-store.js";
import type { DeliveryWithEvent } from "../../storage/webhooks/webhook-endpoint-store.js";

/** An endpoint as the dashboard lists it; never the secret (that takes an explicit reveal). */
export interface WebhookEndpointView {
  id: string;
  url: string;
  eventTypes: string[];
  enabled: boolean;
  /** "failing" when the system switched it off after failing for the whole retry window. */
  disabledReason: string | null;
  failingSince: string | null;
  /** Attempts in a row that got no answer within the timeout. */
  timeoutsInARow: number;
  /**
   * Set while the endpoint is paused for timing out: its deliveries wait until then, when one
   * probes it (past, the pause has run out and the next due delivery probes it).
   */
  pausedUntil: string | null;
  createdAt: string;
}

export interface WebhookDeliverySummary {
  id: string;
  eventId: string;
  eventType: string;
  status: "pending" | "succeeded" | "failed";
  responseStatus: number | null;
  latencyMs: number | null;
  attemptCount: number;
  lastAttemptAt: string | null;
  /** When the next attempt is due; null once succeeded or failed. */
  nextAttemptAt: string | null;
  createdAt: string;
}

export interface WebhookDeliveryDetail extends WebhookDeliverySummary {
  endpointId: string;
  request: { headers: Record<string, string> | null; body: string };
  response: { headers: Record<string, string> | null; body: string | null; error: string | null };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toEndpointView(row: EndpointRow): WebhookEndpointView {
  return {
    id: row.id,
    url: row.url,
    eventTypes: row.eventTypes,
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: iso(row.failingSince),
    timeoutsInARow: row.timeoutsInARow,
    pausedUntil: iso(row.pausedUntil),
    createdAt: row.createdAt.toISOString(),
  };
}

export function toDeliverySummary({ delivery, eventType }: { delivery: DeliveryRow; eventType: string }): WebhookDeliverySummary {
  return {
    id: delivery.id,
    eventId: delivery.eventId,
    eventType,
    status: delivery.status as WebhookDeliverySummary["status"],
    responseStatus: delivery.responseStatus,
    latencyMs: delivery.latencyMs,
    attemptCount: delivery.attemptCount,
    lastAttemptAt: iso(delivery.lastAttemptAt),
    nextAttemptAt: delivery.status === "pending" ? iso(delivery.nextAttemptAt) : null,
    createdAt: delivery.createdAt.toISOString(),
  };
}

export function toDeliveryDetail(row: DeliveryWithEvent): WebhookDeliveryDetail {
  const { delivery } = row;
  return {
    ...toDeliverySummary(row),
    endpointId: delivery.endpointId,
    request: { headers: delivery.requestHeaders as Record<string, string> | null, body: JSON.stringify(row.payload) },
    response: {
      headers: delivery.responseHeaders as Record<string, string> | null,
      body: delivery.responseBody,
      error: delivery.error,
    },
  };
}
