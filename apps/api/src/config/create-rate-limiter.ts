import { createInMemoryRateLimiter, createRedisRateLimiter, type RateLimiter } from "@reservation-api/server";
import type { Logger } from "../logger.js";
import type { AppConfig } from "./env.js";

/** Shared through Redis when REDIS_URL is set, in this process's memory otherwise; off at 0/s. */
export function createConfiguredRateLimiter(config: AppConfig, logger: Logger): RateLimiter | undefined {
  if (config.RATE_LIMIT_PER_SECOND === 0) return undefined;
  const policy = { burst: config.RATE_LIMIT_BURST, perSecond: config.RATE_LIMIT_PER_SECOND };
  if (!config.REDIS_URL) return createInMemoryRateLimiter(policy);
  return createRedisRateLimiter({
    url: config.REDIS_URL,
    policy,
    onError: (error) => logger.warn({ err: error }, "rate limiter unavailable; letting requests through"),
  });
}
