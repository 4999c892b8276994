import { HEADER } from "@reservation-api/contract";
import { rateLimitHeaderValues } from "../domain/token-bucket.js";
import type { RequestContext } from "../trpc/context.js";
import { refuse } from "../errors/refusal.js";

/**
 * Spends one token of the merchant's bucket. Every answer carries the budget in RateLimit
 * headers; an empty bucket is 429 RATE_LIMITED with Retry-After.
 */
export async function enforceRateLimit(ctx: RequestContext, merchantId: string): Promise<void> {
  const limiter = ctx.deps.rateLimiter;
  if (!limiter) return;
  const decision = await limiter.consume(merchantId, Date.now());
  const values = rateLimitHeaderValues(limiter.policy, decision);
  ctx.response.headers[HEADER.rateLimitPolicy] = values.policy;
  ctx.response.headers[HEADER.rateLimit] = values.limit;
  if (!decision.allowed) {
    throw refuse("RATE_LIMITED", "Too many requests for this merchant; slow down", {
      retryAfterSeconds: decision.retryAfterSeconds,
    });
  }
}
