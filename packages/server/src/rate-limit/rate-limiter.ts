import { takeToken, type RateLimitDecision, type TokenBucketPolicy, type TokenBucketState } from "../domain/token-bucket.js";

export interface RateLimiter {
  readonly policy: TokenBucketPolicy;
  consume(key: string, nowMs: number): Promise<RateLimitDecision>;
  close(): Promise<void>;
}

/** Buckets beyond this many are dropped oldest-first; a dropped bucket simply starts full again. */
const MAX_TRACKED_KEYS = 50_000;

/** Token buckets in this process's memory: right for one process, per-process with several. */
export function createInMemoryRateLimiter(policy: TokenBucketPolicy): RateLimiter {
  const buckets = new Map<string, TokenBucketState>();
  return {
    policy,
    // Nothing here waits: the interface is async for the shared (Redis) limiter.
    consume(key, nowMs) {
      const { state, decision } = takeToken(buckets.get(key), nowMs, policy);
      buckets.delete(key);
      buckets.set(key, state);
      if (buckets.size > MAX_TRACKED_KEYS) buckets.delete(buckets.keys().next().value as string);
      return Promise.resolve(decision);
    },
    close() {
      return Promise.resolve();
    },
  };
}
