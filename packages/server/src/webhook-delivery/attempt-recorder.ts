import { pauseAfterTimeouts } from "../domain/webhooks/endpoint-pause.js";
import { shouldDisableEndpoint } from "../domain/webhooks/webhook-backoff.js";
import { bringForwardPausedDeliveries, markEndpointFailing, pauseEndpoint } from "../storage/webhooks/endpoint-pauses.js";
import { recordAttempts, type LiftedPause } from "../storage/webhooks/webhook-delivery-store.js";
import type { AttemptContext, FinishedAttempt } from "./attempt-delivery.js";
import { BatchWriter } from "./batch-writer.js";
import type { Observer } from "../observer/observer.js";

/** What recording learns of endpoints, for the deliveries this process holds. */
export interface EndpointNews {
  /** It answered (any status): it is not paused any more. */
  answered(endpointId: string): void;
  /** It timed out often enough in a row to be paused until `until`. */
  paused(endpointId: string, until: Date): void;
  /** A step after the attempts were recorded failed; the attempts stand. */
  error(error: unknown): void;
}

/**
 * Records attempts as they finish, each batch in one statement (see BatchWriter): an attempt
 * waits for no other endpoint's answer to be recorded. Then the endpoints' health follows: an
 * endpoint that answered is resumed, with the deliveries it had put off brought forward; one
 * whose attempts failed continues its failing streak (switched off after the retry window) and
 * is paused once it has timed out often enough in a row.
 */
export function attemptRecorder(context: AttemptContext, news: EndpointNews): BatchWriter<FinishedAttempt> {
  return new BatchWriter(async (attempts) => {
    const lifted = await recordAttempts(context.db, attempts);
    if (context.observer?.listening === true) tellObserver(context.observer, attempts);
    await afterRecorded(context, attempts, lifted, news).catch((error: unknown) => news.error(error));
  });
}

async function afterRecorded(
  context: AttemptContext,
  attempts: FinishedAttempt[],
  lifted: LiftedPause[],
  news: EndpointNews,
): Promise<void> {
  const answered = new Set(attempts.filter((a) => a.attempt.responseStatus !== null).map((a) => a.claim.endpointId));
  for (const endpointId of answered) news.answered(endpointId);
  for (const { endpointId, pausedUntil } of lifted) {
    await bringForwardPausedDeliveries(context.db, endpointId, pausedUntil, context.now());
  }
  // One failing streak per endpoint, however many of its deliveries failed in this batch.
  const failed = new Map<string, { first: FinishedAttempt; timeouts: number }>();
  for (const attempt of attempts) {
    if (attempt.outcome.status === "succeeded") continue;
    const seen = failed.get(attempt.claim.endpointId) ?? { first: attempt, timeouts: 0 };
    // An endpoint that also answered in this batch is not timing out in a row.
    if (attempt.timedOut && !answered.has(attempt.claim.endpointId)) seen.timeouts++;
    failed.set(attempt.claim.endpointId, seen);
  }
  for (const [endpointId, { first, timeouts }] of failed) {
    const now = context.now();
    const failingSince = first.endpointFailingSince ?? first.attempt.at;
    const disable = shouldDisableEndpoint(failingSince, now, context.settings.disableAfterMs);
    const endpoint = await markEndpointFailing(context.db, endpointId, { at: first.attempt.at, timeouts, disable });
    if (endpoint === undefined || timeouts === 0) continue;
    const until = pauseAfterTimeouts({ ...endpoint, now }, context.settings.pause);
    if (until === null) continue;
    await pauseEndpoint(context.db, endpointId, until);
    news.paused(endpointId, until);
  }
}

const OUTCOMES = { succeeded: "succeeded", pending: "retrying", failed: "failed" } as const;

/** One delivery.attempted per attempt of the batch just recorded. */
function tellObserver(observer: Observer, attempts: FinishedAttempt[]): void {
  for (const { claim, attempt, outcome, merchantId } of attempts) {
    observer.emit({
      type: "delivery.attempted",
      endpointId: claim.endpointId,
      merchantId,
      outcome: OUTCOMES[outcome.status],
      status: attempt.responseStatus ?? undefined,
      durationMs: attempt.latencyMs,
    });
  }
}
