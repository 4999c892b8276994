import { Redis } from "ioredis";
import { decisionFor, type RateLimitDecision, type TokenBucketPolicy } from "../domain/token-bucket.js";
import type { RateLimiter } from "./rate-limiter.js";

/**
 * The token bucket of domain/token-bucket.ts as one Lua script, so that read-refill-take-write
 * is atomic in Redis however many API processes share the bucket.
 * KEYS[1] bucket; ARGV: now (ms), burst, perSecond, ttl (ms). Returns allowed, tokens*1000.
 */
const TAKE_TOKEN_SCRIPT = `
local bucket = redis.call('HMGET', KEYS[1], 'tokens', 'updatedAt')
local now = tonumber(ARGV[1])
local burst = tonumber(ARGV[2])
local perSecond = tonumber(ARGV[3])
local tokens = burst
if bucket[1] then
  local elapsed = math.max(0, now - tonumber(bucket[2])) / 1000
  tokens = math.min(burst, tonumber(bucket[1]) + elapsed * perSecond)
end
local allowed = 0
if tokens >= 1 then
  allowed = 1
  tokens = tokens - 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'updatedAt', tostring(now))
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return {allowed, math.floor(tokens * 1000)}
`;

export interface RedisRateLimiterOptions {
  url: string;
  policy: TokenBucketPolicy;
  /** Called when Redis cannot be asked; the request is then let through (fail open). */
  onError: (error: unknown) => void;
}

/** One bucket per key shared by every process that talks to the same Redis. */
export function createRedisRateLimiter(options: RedisRateLimiterOptions): RateLimiter {
  const { policy } = options;
  const redis = new Redis(options.url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
  redis.on("error", options.onError);
  redis.defineCommand("takeToken", { numberOfKeys: 1, lua: TAKE_TOKEN_SCRIPT });
  const ttlMs = Math.ceil((policy.burst / policy.perSecond) * 1000) + 1000;
  return {
    policy,
    async consume(key, nowMs): Promise<RateLimitDecision> {
      try {
        const run = (redis as unknown as { takeToken: (...args: unknown[]) => Promise<[number, number]> }).takeToken;
        const [allowed, milliTokens] = await run.call(redis, `ratelimit:${key}`, nowMs, policy.burst, policy.perSecond, ttlMs);
        return decisionFor(allowed === 1, milliTokens / 1000, policy);
      } catch (error) {
        // A rate limiter that is down must not take the API down with it.
        options.onError(error);
        return decisionFor(true, policy.burst, policy);
      }
    },
    // disconnect() drops the connection at once and returns nothing to wait for.
    close() {
      redis.disconnect();
      return Promise.resolve();
    },
  };
}
