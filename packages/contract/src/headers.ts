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
  wwwAuthenticate: "WWW-Authenticate",
} as const;

/** The protection space named in the `WWW-Authenticate` challenge of every 401 (RFC 9110, 11.6.1). */
export const AUTH_REALM = "reservation-api";

export const API_BASE_PATH = "/api/external/v1";

/** The Standard Webhooks headers sent with every delivery. */
export const WEBHOOK_HEADER = {
  id: "webhook-id",
  timestamp: "webhook-timestamp",
  signature: "webhook-signature",
} as const;

/** The version of the API's shapes, reported in the OpenAPI document and in every webhook event. */
export const API_VERSION = "1.2.0";
