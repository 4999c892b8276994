import type { Database } from "@reservation-api/db";
import type { Observer } from "../observer/observer.js";
import { decideRetry } from "../domain/webhooks/webhook-backoff.js";
import { activeSigningSecrets } from "../domain/webhooks/webhook-secret.js";
import type { ClaimedDelivery } from "../storage/webhooks/webhook-delivery-claims.js";
import type { AttemptOutcome, DeliveryJob, RecordedAttempt } from "../storage/webhooks/webhook-delivery-store.js";
import type { WebhookDeliverySettings } from "./delivery-settings.js";
import { postWebhook } from "./safe-http-post.js";
import { signedRequestHeaders } from "./sign-delivery.js";

export interface AttemptContext {
  db: Database;
  now: () => Date;
  settings: WebhookDeliverySettings;
  observer?: Observer | undefined;
}

/** An attempt made, with what its endpoint's health needs to know. */
export interface FinishedAttempt extends RecordedAttempt {
  /** No answer within the timeout. */
  timedOut: boolean;
  /** The endpoint's failing streak as the attempt found it. */
  endpointFailingSince: Date | null;
  /** The endpoint's merchant, for the observer. */
  merchantId: string;
}

/** Posts one delivery to its endpoint and says what to record. */
export async function attemptDelivery(
  context: AttemptContext,
  job: DeliveryJob,
  claim: ClaimedDelivery,
): Promise<FinishedAttempt> {
  const { settings } = context;
  const { delivery, endpoint } = claim;
  const at = context.now();
  const requestHeaders = signedRequestHeaders(delivery.eventId, claim.payload, activeSigningSecrets(endpoint, at), at);
  const response = await postWebhook(endpoint.url, claim.payload, requestHeaders, {
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    allowPrivate: settings.allowPrivateUrls,
  });
  const succeeded = response.status !== undefined && response.status >= 200 && response.status < 300;
  return {
    claim: { ...job, endpointId: endpoint.id },
    attempt: {
      at,
      responseStatus: response.status ?? null,
      latencyMs: response.latencyMs,
      requestHeaders,
      responseHeaders: response.headers,
      responseBody: response.body,
      error: response.error ?? (succeeded ? null : `HTTP ${response.status}`),
    },
    outcome: succeeded ? { status: "succeeded" } : failureOutcome(delivery.attemptCount + 1, delivery.createdAt, context),
    timedOut: response.timedOut === true,
    endpointFailingSince: endpoint.failingSince,
    merchantId: endpoint.merchantId,
  };
}

function failureOutcome(failedAttempts: number, createdAt: Date, context: AttemptContext): AttemptOutcome {
  const decision = decideRetry({ failedAttempts, createdAt, now: context.now() }, context.settings.retry);
  if (decision.kind === "give-up") return { status: "failed" };
  return { status: "pending", nextAttemptAt: decision.at, nextJobId: crypto.randomUUID() };
}
