/** How failed deliveries are retried; the defaults are the documented behaviour, tests shrink them. */
export interface RetryPolicy {
  /** Delay before the second attempt; each later one doubles it... */
  firstDelayMs: number;
  /** ...up to this cap. */
  maxDelayMs: number;
  /** No attempt is scheduled later than this after the event; the delivery fails instead. */
  retryWindowMs: number;
}

const HOUR_MS = 3_600_000;

export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  firstDelayMs: 5_000,
  maxDelayMs: 4 * HOUR_MS,
  retryWindowMs: 72 * HOUR_MS,
};

/**
 * Exponential backoff with "equal jitter": half the delay is fixed, half random, so retries
 * from many deliveries that failed together (an endpoint outage) spread out instead of
 * arriving in waves, while every retry still waits at least half the nominal delay.
 */
export function retryDelayMs(failedAttempts: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const nominal = Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(exponent, 40));
  return Math.round(nominal / 2 + (nominal / 2) * random());
}

export type RetryDecision = { kind: "retry"; at: Date } | { kind: "give-up" };

/** After `failedAttempts` failures of a delivery created at `createdAt`: when to try again, if at all. */
export function decideRetry(
  input: { failedAttempts: number; createdAt: Date; now: Date },
  policy: RetryPolicy,
  random: () => number = Math.random,
): RetryDecision {
  const at = input.now.getTime() + retryDelayMs(input.failedAttempts, policy, random);
  if (at > input.createdAt.getTime() + policy.retryWindowMs) return { kind: "give-up" };
  return { kind: "retry", at: new Date(at) };
}

/** An endpoint whose attempts have all failed for this long is switched off. */
export function shouldDisableEndpoint(failingSince: Date | null, now: Date, disableAfterMs: number): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= disableAfterMs;
}
