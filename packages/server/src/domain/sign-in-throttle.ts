/** At most `maxFailures` failed sign-ins within any `windowMs`. */
export interface FailureLimit {
  windowMs: number;
  maxFailures: number;
}

export interface ThrottleDecision {
  allowed: boolean;
  /** Whole seconds until one more attempt is allowed (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * A sliding window over failure times: once `maxFailures` fall within the window, further
 * attempts wait until the oldest counted failure leaves it.
 */
export function throttleDecision(failureTimes: readonly Date[], now: Date, limit: FailureLimit): ThrottleDecision {
  const windowStart = now.getTime() - limit.windowMs;
  const recent = failureTimes
    .map((time) => time.getTime())
    .filter((time) => time > windowStart)
    .sort((a, b) => a - b);
  if (recent.length < limit.maxFailures) return { allowed: true, retryAfterSeconds: 0 };
  // The attempt is allowed again when only maxFailures - 1 failures remain in the window.
  const leavesWindowAt = (recent[recent.length - limit.maxFailures] as number) + limit.windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((leavesWindowAt - now.getTime()) / 1000)) };
}

/** True for the failure that fills the window: the moment throttling starts, logged once per burst. */
export function startsThrottling(failuresBefore: number, limit: FailureLimit): boolean {
  return failuresBefore + 1 === limit.maxFailures;
}
