import { HTTPError, type RetryOptions } from "ky";
import type { ResolvedClientOptions } from "./client-options.js";
import { readErrorBody } from "./error-body.js";

/** Statuses worth another attempt. 409 only ever for IDEMPOTENCY_CONFLICT (see shouldRetry). */
const RETRYABLE_STATUSES = [409, 429, 500, 502, 503, 504];

/**
 * When to try again, and when never to:
 * - Network failures, timeouts, 5xx and 429 are transient. Retrying a create is safe because
 *   every attempt carries the same Idempotency-Key: the server answers a repeat with the original
 *   booking instead of making a second one.
 * - 409 IDEMPOTENCY_CONFLICT means "your first attempt is still running": wait as told by
 *   Retry-After, then the retry gets the finished result.
 * - Every other 4xx (CONFLICT, DUPLICATE_BOOKING, CAPACITY_EXCEEDED, VALIDATION_ERROR, ...) is an
 *   answer about the request itself; sending it again cannot change it.
 * Backoff doubles from `initialMs` up to `maxMs`, with full jitter so that many clients failing
 * together do not retry in lockstep; a server's Retry-After wins over the backoff.
 */
export function retryPolicy(options: ResolvedClientOptions): RetryOptions {
  return {
    limit: options.maxRetries,
    methods: ["get", "post", "patch"],
    statusCodes: RETRYABLE_STATUSES,
    afterStatusCodes: [409, 429, 503],
    maxRetryAfter: 60_000,
    retryOnTimeout: true,
    delay: (attempt) => options.initialRetryDelayMs * 2 ** (attempt - 1),
    backoffLimit: options.maxRetryDelayMs,
    jitter: true,
    shouldRetry: async ({ error }) => {
      if (!(error instanceof HTTPError) || error.response.status !== 409) return undefined;
      return (await readErrorBody(error.response))?.code === "IDEMPOTENCY_CONFLICT" ? undefined : false;
    },
  };
}

/**
 * For a conditional change (`If-Match`): retried only on 429, which the API answers before doing
 * any work. After a timeout, a dropped connection or a 5xx the change may have been applied, and
 * the retry would then carry a stale ETag and get 412 PRECONDITION_FAILED for a change that in
 * fact succeeded. Better to hand the failure to the caller, who reads the booking again.
 * An unconditional change is retried like any call: it sets absolute values, so a repeat leaves
 * the same booking (and answers 200 without a second event).
 */
export const CONDITIONAL_CHANGE_RETRY: RetryOptions = {
  shouldRetry: ({ error }) => (error instanceof HTTPError && error.response.status === 429 ? undefined : false),
};
