/** Header names the API reads or writes, spelled once. */
export const HEADER = {
  authorization: "Authorization",
  merchantId: "X-Merchant-Id",
  idempotencyKey: "Idempotency-Key",
  idempotentReplayed: "Idempotent-Replayed",
  requestId: "X-Request-Id",
  retryAfter: "Retry-After",
  rateLimit: "RateLimit",
  rateLimitPolicy: "RateLimit-Policy",
} as const;

export const API_BASE_PATH = "/api/external/v1";
