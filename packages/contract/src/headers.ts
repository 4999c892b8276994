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
  /** A booking's version, a strong validator (RFC 9110, 8.8.3): sent with one booking's GET and PATCH answers. */
  etag: "ETag",
  /** A change applies only while the booking's ETag is this one; a stale one answers 412 PRECONDITION_FAILED. */
  ifMatch: "If-Match",
  /** A read answers 304 with no body while the booking's ETag is still this one. */
  ifNoneMatch: "If-None-Match",
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
export const API_VERSION = "1.3.0";
