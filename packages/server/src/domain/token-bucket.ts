/** A bucket of `burst` tokens refilled continuously at `perSecond`; each request takes one. */
export interface TokenBucketPolicy {
  burst: number;
  perSecond: number;
}

export interface TokenBucketState {
  tokens: number;
  /** Epoch milliseconds of the last refill. */
  updatedAt: number;
}

export interface RateLimitDecision {
  allowed: boolean;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until a token is available again (0 when one is). */
  retryAfterSeconds: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
}

/**
 * Takes one token if there is one. Pure, so the in-memory limiter and the Redis script (which
 * mirrors it) share one definition that is unit-tested here.
 */
export function takeToken(
  state: TokenBucketState | undefined,
  nowMs: number,
  policy: TokenBucketPolicy,
): { state: TokenBucketState; decision: RateLimitDecision } {
  const elapsedSeconds = state ? Math.max(0, nowMs - state.updatedAt) / 1000 : 0;
  const available = state ? Math.min(policy.burst, state.tokens + elapsedSeconds * policy.perSecond) : policy.burst;
  const allowed = available >= 1;
  const tokens = allowed ? available - 1 : available;
  return { state: { tokens, updatedAt: nowMs }, decision: decisionFor(allowed, tokens, policy) };
}

/** What a caller is told, given whether its token was granted and what is left in the bucket. */
export function decisionFor(allowed: boolean, tokensLeft: number, policy: TokenBucketPolicy): RateLimitDecision {
  return {
    allowed,
    remaining: Math.floor(tokensLeft),
    retryAfterSeconds: tokensLeft >= 1 ? 0 : Math.ceil((1 - tokensLeft) / policy.perSecond),
    resetSeconds: Math.ceil((policy.burst - tokensLeft) / policy.perSecond),
  };
}

/** `RateLimit-Policy` and `RateLimit` header values (IETF httpapi-ratelimit-headers draft). */
export function rateLimitHeaderValues(policy: TokenBucketPolicy, decision: RateLimitDecision): { policy: string; limit: string } {
  const windowSeconds = Math.ceil(policy.burst / policy.perSecond);
  return {
    policy: `"merchant";q=${policy.burst};w=${windowSeconds}`,
    limit: `"merchant";r=${decision.remaining};t=${decision.allowed ? decision.resetSeconds : decision.retryAfterSeconds}`,
  };
}
