import type { WebhookEndpointInput } from "@reservation-api/contract";
import type { Database } from "@reservation-api/db";
import { checkEndpointUrl } from "../../domain/webhooks/webhook-url.js";
import {
  generateWebhookSecret,
  liveRetiredSecrets,
  retireSecret,
  type RetiredSecret,
} from "../../domain/webhooks/webhook-secret.js";
import { webhookTestEvent } from "../../domain/webhooks/webhook-event.js";
import type { EndpointRow } from "../../storage/webhooks/webhook-delivery-store.js";
import {
  deleteEndpoint,
  findEndpoint,
  findEndpoints,
  insertEndpoint,
  insertEventForEndpoint,
  updateEndpoint,
  updateEndpointLocked,
} from "../../storage/webhooks/webhook-endpoint-store.js";
import { UnsafeTargetError, resolvePublicAddresses } from "../../net/host-resolution.js";
import { isIpLiteral } from "../../domain/address-safety.js";
import type { ActivityActor } from "../../domain/actor.js";
import type { WebhookServiceDeps } from "../service-deps.js";
import { recordWebhookActivity } from "./webhook-activity.js";
import { toEndpointView, type WebhookEndpointView } from "./webhook-views.js";
import { refuse } from "../../errors/refusal.js";

const notFound = () => refuse("NOT_FOUND", "No webhook endpoint with that id");

async function requireEndpoint(db: Database, merchantId: string, endpointId: string): Promise<EndpointRow> {
  const endpoint = await findEndpoint(db, merchantId, endpointId);
  if (!endpoint) throw notFound();
  return endpoint;
}

/** A refused URL: the reason is the message too, since the dashboard's form shows it as is. */
function urlRefused(reason: string) {
  return refuse("VALIDATION_ERROR", reason, { fieldErrors: [{ field: "url", message: reason }] });
}

/** The URL must be https and every address its host resolves to public (unless private URLs are allowed). */
async function assertSafeUrl(deps: WebhookServiceDeps, raw: string): Promise<string> {
  const verdict = checkEndpointUrl(raw, deps.allowPrivateWebhookUrls);
  if (!verdict.ok) throw urlRefused(verdict.reason);
  if (!isIpLiteral(verdict.url.hostname)) {
    try {
      await resolvePublicAddresses(verdict.url.hostname, deps.allowPrivateWebhookUrls);
    } catch (error) {
      if (error instanceof UnsafeTargetError) throw urlRefused(error.message);
      throw error;
    }
  }
  return verdict.url.toString();
}

/** Adds an endpoint with a new signing secret, returned once here (and later only by a reveal). */
export async function addWebhookEndpoint(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: ActivityActor,
  input: WebhookEndpointInput,
): Promise<WebhookEndpointView & { secret: string }> {
  const url = await assertSafeUrl(deps, input.url);
  const now = deps.now();
  const row = await deps.db.transaction(async (tx) => {
    const inserted = await insertEndpoint(tx, {
      id: crypto.randomUUID(),
      merchantId,
      url,
      eventTypes: input.eventTypes,
      secret: generateWebhookSecret(),
      createdAt: now,
      updatedAt: now,
    });
    await recordWebhookActivity(deps, tx, { action: "webhook_endpoint.created", merchantId, actor, endpointId: inserted.id });
    return inserted;
  });
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
  return toEndpointView(await requireEndpoint(deps.db, merchantId, endpointId));
}

export interface RevealedSecrets {
  secret: string;
  /** The secrets rotated away that are still signed with, each until its own `expiresAt`, newest first. */
  previousSecrets: RetiredSecret[];
}

export async function revealWebhookSecret(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: ActivityActor,
  endpointId: string,
): Promise<RevealedSecrets> {
  const endpoint = await deps.db.transaction(async (tx) => {
    const found = await requireEndpoint(tx, merchantId, endpointId);
    await recordWebhookActivity(deps, tx, { action: "webhook_endpoint.secret_revealed", merchantId, actor, endpointId });
    return found;
  });
  return { secret: endpoint.secret, previousSecrets: liveRetiredSecrets(endpoint.previousSecrets, deps.now()) };
}

/**
 * A new secret; the one replaced keeps being signed with (and so verifies) for 24 hours, as does
 * every secret rotated away before it within its own 24 hours (up to MAX_RETIRED_SECRETS).
 */
export async function rotateWebhookSecret(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: ActivityActor,
  endpointId: string,
): Promise<RevealedSecrets> {
  const now = deps.now();
  const updated = await deps.db.transaction(async (tx) => {
    const rotated = await updateEndpointLocked(tx, merchantId, endpointId, (current) => ({
      secret: generateWebhookSecret(),
      previousSecrets: retireSecret(current, now),
      updatedAt: now,
    }));
    if (!rotated) throw notFound();
    await recordWebhookActivity(deps, tx, { action: "webhook_endpoint.secret_rotated", merchantId, actor, endpointId });
    return rotated;
  });
  return { secret: updated.secret, previousSecrets: updated.previousSecrets };
}

/** Switching an endpoint on again also clears its failing streak and any pause: it starts afresh. */
export async function setWebhookEndpointEnabled(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: ActivityActor,
  endpointId: string,
  enabled: boolean,
): Promise<WebhookEndpointView> {
  return deps.db.transaction(async (tx) => {
    const updated = await updateEndpoint(tx, merchantId, endpointId, {
      enabled,
      disabledReason: null,
      ...(enabled ? { failingSince: null, timeoutsInARow: 0, pausedUntil: null } : {}),
      updatedAt: deps.now(),
    });
    if (!updated) throw notFound();
    const action = enabled ? "webhook_endpoint.enabled" : "webhook_endpoint.disabled";
    await recordWebhookActivity(deps, tx, { action, merchantId, actor, endpointId });
    return toEndpointView(updated);
  });
}

/** Deletes the endpoint and its delivery history. */
export async function deleteWebhookEndpoint(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: ActivityActor,
  endpointId: string,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (!(await deleteEndpoint(tx, merchantId, endpointId))) throw notFound();
    await recordWebhookActivity(deps, tx, { action: "webhook_endpoint.deleted", merchantId, actor, endpointId });
  });
}

/** Queues a `webhook.test` event to this endpoint alone, whatever it subscribes to. */
export async function sendTestWebhookEvent(
  deps: WebhookServiceDeps,
  merchantId: string,
  actor: ActivityActor,
  endpointId: string,
): Promise<{ eventId: string; deliveryId: string }> {
  return deps.db.transaction(async (tx) => {
    const endpoint = await requireEndpoint(tx, merchantId, endpointId);
    const event = webhookTestEvent(endpoint.id, deps.now());
    const deliveryId = await insertEventForEndpoint(tx, endpoint, event);
    await recordWebhookActivity(deps, tx, { action: "webhook_endpoint.test_sent", merchantId, actor, endpointId, deliveryId });
    return { eventId: event.id, deliveryId };
  });
}
