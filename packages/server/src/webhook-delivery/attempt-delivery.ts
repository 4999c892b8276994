import type { Database } from "@reservation-api/db";
import { decideRetry, shouldDisableEndpoint } from "../domain/webhook-backoff.js";
import { activeSigningSecrets } from "../domain/webhook-secret.js";
import {
  failWithoutAttempt,
  findDeliveriesForJobs,
  markEndpointFailing,
  recordAttempt,
  type AttemptOutcome,
  type ClaimedDelivery,
  type DeliveryJob,
} from "../storage/webhook-delivery-store.js";
import type { WebhookDeliverySettings } from "./delivery-settings.js";
import { postWebhook } from "./safe-http-post.js";
import { signedRequestHeaders } from "./sign-delivery.js";

export interface AttemptContext {
  db: Database;
  now: () => Date;
  settings: WebhookDeliverySettings;
}

/**
 * Runs the attempts a batch of queue jobs stand for, their deliveries read in one query. A job
 * that no longer matches its delivery (already delivered, re-armed for a later attempt, resent)
 * does nothing. Each attempt settles on its own: `onJobError` hears of one that threw.
 */
export async function attemptDeliveries(
  context: AttemptContext,
  jobs: DeliveryJob[],
  onJobError: (job: DeliveryJob, error: unknown) => Promise<void>,
): Promise<void> {
  const claims = await findDeliveriesForJobs(context.db, jobs);
  await Promise.all(
    jobs.map(async (job) => {
      const claim = claims.get(job.jobId);
      if (claim) await attemptDelivery(context, job, claim).catch((error: unknown) => onJobError(job, error));
    }),
  );
}

async function attemptDelivery(context: AttemptContext, job: DeliveryJob, claim: ClaimedDelivery): Promise<void> {
  const { db, settings } = context;
  const { delivery, endpoint } = claim;
  if (!endpoint.enabled) return failWithoutAttempt(db, job, "The endpoint is disabled");

  const at = context.now();
  const eventId = delivery.eventId;
  const requestHeaders = signedRequestHeaders(eventId, claim.payload, activeSigningSecrets(endpoint, at), at);
  const response = await postWebhook(endpoint.url, claim.payload, requestHeaders, {
    timeoutMs: settings.timeoutMs,
    maxResponseBytes: settings.maxResponseBytes,
    allowPrivate: settings.allowPrivateUrls,
  });
  const succeeded = response.status !== undefined && response.status >= 200 && response.status < 300;
  const outcome = succeeded
    ? ({ status: "succeeded" } as const)
    : failureOutcome(delivery.attemptCount + 1, delivery.createdAt, context);
  await recordAttempt(
    db,
    { ...job, endpointId: endpoint.id },
    {
      at,
      responseStatus: response.status ?? null,
      latencyMs: response.latencyMs,
      requestHeaders,
      responseHeaders: response.headers,
      responseBody: response.body,
      error: response.error ?? (succeeded ? null : `HTTP ${response.status}`),
    },
    outcome,
  );
  if (succeeded) return;
  const failingSince = endpoint.failingSince ?? at;
  await markEndpointFailing(db, endpoint.id, at, shouldDisableEndpoint(failingSince, context.now(), settings.disableAfterMs));
}

function failureOutcome(failedAttempts: number, createdAt: Date, context: AttemptContext): AttemptOutcome {
  const decision = decideRetry({ failedAttempts, createdAt, now: context.now() }, context.settings.retry);
  if (decision.kind === "give-up") return { status: "failed" };
  return { status: "pending", nextAttemptAt: decision.at, nextJobId: crypto.randomUUID() };
}
