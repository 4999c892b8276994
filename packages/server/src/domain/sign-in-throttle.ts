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

/**
 * What password attempts are counted against (OWASP's advice against lockout as a denial of
 * service): one account from one client address (the tight limit, so a wrong guess from X does
 * not lock the owner out at Y), one account from every address together (a much higher ceiling
 * against guessing spread over many addresses), and one client address over every account
 * (against one client trying many accounts).
 */
export type AttemptScopeKind = "account_from_address" | "account" | "address";

export interface AttemptScope {
  kind: AttemptScopeKind;
  /** The key its attempts are stored under. */
  scope: string;
  limit: FailureLimit;
}

export interface SignInThrottlePolicy {
  /** Failures are counted over this sliding window. */
  windowMs: number;
  /** For one account from one client address. */
  maxFailuresPerAccount: number;
  /** For one account from all addresses together: the ceiling against distributed guessing. */
  maxFailuresPerAccountOverall: number;
  /** From one client address over all accounts. */
  maxFailuresPerAddress: number;
}

export function attemptScopes(email: string, clientAddress: string, limits: SignInThrottlePolicy): AttemptScope[] {
  const account = email.trim().toLowerCase();
  const { windowMs } = limits;
  return [
    {
      kind: "account_from_address",
      scope: `account-address:${account} ${clientAddress}`,
      limit: { windowMs, maxFailures: limits.maxFailuresPerAccount },
    },
    { kind: "account", scope: `account:${account}`, limit: { windowMs, maxFailures: limits.maxFailuresPerAccountOverall } },
    { kind: "address", scope: `address:${clientAddress}`, limit: { windowMs, maxFailures: limits.maxFailuresPerAddress } },
  ];
}

/** The decision over every scope: refused when any one is full, until the last of them has room. */
export function combinedDecision(decisions: readonly ThrottleDecision[]): ThrottleDecision {
  const refused = decisions.filter((decision) => !decision.allowed);
  if (refused.length === 0) return { allowed: true, retryAfterSeconds: 0 };
  return { allowed: false, retryAfterSeconds: Math.max(...refused.map((decision) => decision.retryAfterSeconds)) };
}
