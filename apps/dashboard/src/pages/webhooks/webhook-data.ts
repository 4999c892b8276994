import { WEBHOOK_DISABLED_FOR_FAILING } from "@reservation-api/contract/dashboard";
import { PAGE_PATHS } from "../../page-paths.js";
import type { trpc } from "../../trpc.js";

export type WebhookEndpoint = Awaited<ReturnType<typeof trpc.webhooks.list.query>>[number];
export type WebhookDelivery = Awaited<ReturnType<typeof trpc.webhooks.deliveries.query>>[number];
export type RevealedSecrets = Awaited<ReturnType<typeof trpc.webhooks.revealSecret.mutate>>;

export const webhookKeys = {
  all: ["webhooks"],
  list: ["webhooks", "list"],
  endpoint: (endpointId: string) => ["webhooks", "endpoint", endpointId],
  deliveries: (endpointId: string) => ["webhooks", "deliveries", endpointId],
  delivery: (deliveryId: string) => ["webhooks", "delivery", deliveryId],
} as const;

export const endpointPath = (endpointId: string) => `${PAGE_PATHS.webhooks}/${endpointId}`;
export const deliveryPath = (endpointId: string, deliveryId: string) => `${endpointPath(endpointId)}/deliveries/${deliveryId}`;

/**
 * In words: on, paused after timing out (the server holds its deliveries until its next try),
 * off by an admin, or switched off by the system after failing for 3 days.
 */
export function endpointState(endpoint: WebhookEndpoint): string {
  if (endpoint.enabled && endpoint.pausedUntil !== null) return `Paused after ${timeoutsInWords(endpoint.timeoutsInARow)}`;
  if (endpoint.enabled) return "Enabled";
  return endpoint.disabledReason === WEBHOOK_DISABLED_FOR_FAILING ? "Disabled after failing for 3 days" : "Disabled";
}

const timeoutsInWords = (count: number) => (count === 1 ? "1 timeout" : `${count} timeouts`);

export const DELIVERY_STATUS_LABEL: Record<WebhookDelivery["status"], string> = {
  pending: "Pending",
  succeeded: "Succeeded",
  failed: "Failed",
};
