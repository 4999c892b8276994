/**
 * An endpoint that keeps timing out is paused as a whole (a circuit breaker): while paused, its
 * due deliveries wait instead of each holding a connection for the whole timeout in turn.
 */
export interface PausePolicy {
  /** Attempts in a row without an answer within the timeout that pause the endpoint. */
  timeoutsToPause: number;
  /** The shortest pause... */
  minPauseMs: number;
  /** ...and the longest. */
  maxPauseMs: number;
}

export const DEFAULT_PAUSE_POLICY: PausePolicy = {
  timeoutsToPause: 5,
  minPauseMs: 30_000,
  maxPauseMs: 3_600_000,
};

/**
 * After a timeout: until when the endpoint is paused, or null while it has not timed out often
 * enough in a row. A pause lasts about as long as the endpoint has already been failing (within
 * the policy's bounds), so each failed probe roughly doubles the next wait and a long outage is
 * probed ever more rarely, while a short one is retried soon.
 */
export function pauseAfterTimeouts(
  input: { timeoutsInARow: number; failingSince: Date | null; now: Date },
  policy: PausePolicy,
): Date | null {
  if (input.timeoutsInARow < policy.timeoutsToPause) return null;
  const failingMs = input.failingSince === null ? 0 : input.now.getTime() - input.failingSince.getTime();
  const pauseMs = Math.min(policy.maxPauseMs, Math.max(policy.minPauseMs, failingMs));
  return new Date(input.now.getTime() + pauseMs);
}

/** What becomes of an endpoint's due delivery, by its pause. */
export type PauseVerdict = { kind: "send" } | { kind: "wait"; until: Date } | { kind: "probe" };

/**
 * An endpoint with no pause sends; one paused until later waits for then; one whose pause has
 * run out is probed by a single attempt (whoever claims the probe), the others waiting for it.
 */
export function pauseVerdict(endpoint: { pausedUntil: Date | null }, now: Date): PauseVerdict {
  if (endpoint.pausedUntil === null) return { kind: "send" };
  if (endpoint.pausedUntil.getTime() > now.getTime()) return { kind: "wait", until: endpoint.pausedUntil };
  return { kind: "probe" };
}
