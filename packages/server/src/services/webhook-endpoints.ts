import type { WebhookEndpointInput } from "@reservation-api/contract";
import { checkEndpointUrl } from "../domain/webhook-url.js";
import { generateWebhookSecret, liveRetiredSecrets, retireSecret, type RetiredSecret } from "../domain/webhook-secret.js";
import { webhookTestEvent } from "../domain/webhook-event.js";
import { ApiError, fieldValidationError } from "../errors/api-error.js";
import type { EndpointRow } from "../storage/webhook-delivery-store.js";
import {
  deleteEndpoint,
  findEndpoint,
  findEndpoints,
  insertEndpoint,
  insertEventForEndpoint,
  updateEndpoint,
  updateEndpointLocked,
} from "../storage/webhook-endpoint-store.js";
import { UnsafeTargetError, resolvePublicAddresses } from "../webhook-delivery/host-resolution.js";
import { isIpLiteral } from "../domain/address-safety.js";
import { reportActivity, type WebhookActor, type WebhookServiceDeps } from "./webhook-service-deps.js";
import { toEndpointView, type WebhookEndpointView } from "./webhook-views.js";

const notFound = () => new ApiError("NOT_FOUND", "No webhook endpoint with that id");

async function requireEndpoint(deps: WebhookServiceDeps, merchantId: string, endpointId: string): Promise<EndpointRow> {
  const endpoint = await findEndpoint(deps.db, merchantId, endpointId);
  if (!endpoint) throw notFound();
  return endpoint;
}

/** The URL must be https and every address its host resolves to public (unless private URLs are allowed). */
async function assertSafeUrl(deps: WebhookServiceDeps, raw: string): Promise<string> {
  const verdict = checkEndpointUrl(raw, deps.allowPrivateWebhookUrls);
  if (!verdict.ok) throw fieldValidationError("url", verdict.reason);
  if (!isIpLiteral(verdict.url.hostname)) {
    try {
      await resolvePublicAddresses(verdict.url.hostname, deps.allowPrivateWebhookUrls);
    } catch (error) {
      if (error instanceof UnsafeTargetError) throw fieldValidationError("url", error.message);
      throw error;
    }
  }
  return verdict.url.toString();
}

/** Adds an endpoint with a new signing secret, returned once here (and later only by a reveal). */
export async function addWebhookEndpoint(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: WebhookActor,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointView & { secret: string }> {
  const url = await assertSafeUrl(deps, input.url);
  const now = deps.now();
  const row = await insertEndpoint(deps.db, {
    id: crypto.randomUUID(),
    merchantId,
    url,
    eventTypes: input.eventTypes,
    secret: generateWebhookSecret(),
    createdAt: now,
    updatedAt: now,
  });
  await reportActivity(deps, { action: "webhook_endpoint.created", merchantId, actor, endpointId: row.id });
  return { ...toEndpointView(row), secret: row.secret };
}

export async function listWebhookEndpoints(deps: WebhookServiceDeps, merchantId: string): Promise<WebhookEndpointView[]> {
  return (await findEndpoints(deps.db, merchantId)).map(toEndpointView);
}

export async function getWebhookEndpoint(
  deps: WebhookServiceDeps,
  merchantId: string,
  endpointId: string,
): Promise<WebhookEndpointView> {
  return toEndpointView(await requireEndpoint(deps, merchantId, endpointId));
}

export interface RevealedSecrets {
  secret: string;
  /** The secrets rotated away that are still signed with, each until its own `expiresAt`, newest first. */
  previousSecrets: RetiredSecret[];
}

export async function revealWebhookSecret(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: WebhookActor,
  endpointId: string,
): Promise<RevealedSecrets> {
  const endpoint = await requireEndpoint(deps, merchantId, endpointId);
  await reportActivity(deps, { action: "webhook_endpoint.secret_revealed", merchantId, actor, endpointId });
  return { secret: endpoint.secret, previousSecrets: liveRetiredSecrets(endpoint.previousSecrets, deps.now()) };
}

/**
 * A new secret; the one replaced keeps being signed with (and so verifies) for 24 hours, as does
 * every secret rotated away before it within its own 24 hours (up to MAX_RETIRED_SECRETS).
 */
export async function rotateWebhookSecret(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: WebhookActor,
  endpointId: string,
): Promise<RevealedSecrets> {
  const now = deps.now();
  const updated = await updateEndpointLocked(deps.db, merchantId, endpointId, (current) => ({
    secret: generateWebhookSecret(),
    previousSecrets: retireSecret(current, now),
    updatedAt: now,
  }));
  if (!updated) throw notFound();
  await reportActivity(deps, { action: "webhook_endpoint.secret_rotated", merchantId, actor, endpointId });
  return { secret: updated.secret, previousSecrets: updated.previousSecrets };
}

/** Switching an endpoint on again also clears its failing streak and any pause: it starts afresh. */
export async function setWebhookEndpointEnabled(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: WebhookActor,
  endpointId: string,
  enabled: boolean,
): Promise<WebhookEndpointView> {
  const updated = await updateEndpoint(deps.db, merchantId, endpointId, {
    enabled,
    disabledReason: null,
    ...(enabled ? { failingSince: null, timeoutsInARow: 0, pausedUntil: null } : {}),
    updatedAt: deps.now(),
  });
  if (!updated) throw notFound();
  await reportActivity(deps, {
    action: enabled ? "webhook_endpoint.enabled" : "webhook_endpoint.disabled",
    merchantId,
    actor,
    endpointId,
  });
  return toEndpointView(updated);
}

/** Deletes the endpoint and its delivery history. */
export async function deleteWebhookEndpoint(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: WebhookActor,
  endpointId: string,
): Promise<void> {
  if (!(await deleteEndpoint(deps.db, merchantId, endpointId))) throw notFound();
  await reportActivity(deps, { action: "webhook_endpoint.deleted", merchantId, actor, endpointId });
}

/** Queues a `webhook.test` event to this endpoint alone, whatever it subscribes to. */
export async function sendTestWebhookEvent(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: WebhookActor,
  endpointId: string,
): Promise<{ eventId: string; deliveryId: string }> {
  const endpoint = await requireEndpoint(deps, merchantId, endpointId);
  const event = webhookTestEvent(endpoint.id, deps.now());
  const deliveryId = await insertEventForEndpoint(deps.db, endpoint, event);
  await reportActivity(deps, { action: "webhook_endpoint.test_sent", merchantId, actor, endpointId, deliveryId });
  return { eventId: event.id, deliveryId };
}
