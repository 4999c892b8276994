import type { Database } from "@reservation-api/db";
import { decideRetry, shouldDisableEndpoint } from "../domain/webhook-backoff.js";
import { activeSigningSecrets } from "../domain/webhook-secret.js";
import {
  deleteOrphanedDeliveries,
  failWithoutAttempt,
  markEndpointFailing,
  recordAttempts,
  type AttemptOutcome,
  type DeliveryJob,
  type RecordedAttempt,
} from "../storage/webhook-delivery-store.js";
import { findDeliveriesForJobs, type ClaimedDelivery } from "../storage/webhook-delivery-claims.js";
import type { WebhookDeliverySettings } from "./delivery-settings.js";
import { postWebhook } from "./safe-http-post.js";
import { signedRequestHeaders } from "./sign-delivery.js";

export interface AttemptContext {
  db: Database;
  now: () => Date;
  settings: WebhookDeliverySettings;
}

/**
 * Runs the attempts a batch of queue jobs stand for: their deliveries read in one query, posted
 * at once, and recorded together in one statement once all have settled. A delivery whose job no
 * longer matches (already delivered, re-armed for a later attempt, resent) is skipped.
 * `onJobError` hears of a delivery whose attempt could not be made or recorded.
 */
export async function attemptDeliveries(
  context: AttemptContext,
  jobs: DeliveryJob[],
  onJobError: (job: DeliveryJob, error: unknown) => Promise<void>,
): Promise<void> {
  const claims = await findDeliveriesForJobs(context.db, jobs);
  // A delivery not found is stale (another job has it now) or orphaned; only the latter goes.
  await deleteOrphanedDeliveries(
    context.db,
    jobs.filter((job) => !claims.has(job.deliveryId)).map((job) => job.deliveryId),
  );
  const settled = await Promise.all(
    jobs.map(async (job) => {
      const claim = claims.get(job.deliveryId);
      if (!claim) return undefined;
      return attemptDelivery(context, job, claim).catch(async (error: unknown) => void (await onJobError(job, error)));
    }),
  );
  const attempts = settled.filter((attempt): attempt is RecordedAttempt => attempt !== undefined);
  try {
    await recordAttempts(context.db, attempts);
  } catch (error) {
    for (const { claim } of attempts) await onJobError(claim, error);
    return;
  }
  // One failing streak per endpoint, however many of its deliveries failed in this batch.
  const failedEndpoints = new Map<string, RecordedAttempt>();
  for (const attempt of attempts) {
    if (attempt.outcome.status !== "succeeded" && !failedEndpoints.has(attempt.claim.endpointId))
      failedEndpoints.set(attempt.claim.endpointId, attempt);
  }
  for (const { claim, attempt } of failedEndpoints.values()) {
    const { failingSince } = claims.get(claim.deliveryId)!.endpoint;
    const disable = shouldDisableEndpoint(failingSince ?? attempt.at, context.now(), context.settings.disableAfterMs);
    await markEndpointFailing(context.db, claim.endpointId, attempt.at, disable).catch((error: unknown) =>
      onJobError(claim, error),
    );
  }
}

/** Posts one delivery and says what to record; undefined when its endpoint is off (recorded here). */
async function attemptDelivery(
  context: AttemptContext,
  job: DeliveryJob,
  claim: ClaimedDelivery,
): Promise<RecordedAttempt | undefined> {
  const { settings } = context;
  const { delivery, endpoint } = claim;
  if (!endpoint.enabled) return void (await failWithoutAttempt(context.db, job, "The endpoint is disabled"));

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
  };
}

function failureOutcome(failedAttempts: number, createdAt: Date, context: AttemptContext): AttemptOutcome {
  const decision = decideRetry({ failedAttempts, createdAt, now: context.now() }, context.settings.retry);
  if (decision.kind === "give-up") return { status: "failed" };
  return { status: "pending", nextAttemptAt: decision.at, nextJobId: crypto.randomUUID() };
}
