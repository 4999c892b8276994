import { DEFAULT_PAUSE_POLICY, type PausePolicy } from "../domain/webhooks/endpoint-pause.js";
import { DEFAULT_RETRY_POLICY, type RetryPolicy } from "../domain/webhooks/webhook-backoff.js";

/** How deliveries behave; the defaults are the documented ones, tests shrink the times. */
export interface WebhookDeliverySettings {
  /** A 2xx answer within this is success; anything slower is a failed attempt. */
  timeoutMs: number;
  retry: RetryPolicy;
  /** An endpoint whose attempts have all failed for this long is switched off. */
  disableAfterMs: number;
  /** Response bodies are stored up to this many bytes. */
  maxResponseBytes: number;
  /** Development and tests only: http and private or loopback targets are allowed. */
  allowPrivateUrls: boolean;
  /** How often pending deliveries are moved onto the queue. */
  relayIntervalMs: number;
  /** How often an idle worker asks the queue for jobs (pg-boss allows 0.5 s at least). */
  pollIntervalMs: number;
  /**
   * Deliveries one process holds at once, from their attempt's start until it is recorded; it
   * fetches more jobs only below this. Deliveries waiting for a busy endpoint do not count.
   */
  concurrency: number;
  /** Attempts one process has in flight to one endpoint at most; its other deliveries wait. */
  endpointConcurrency: number;
  /** When an endpoint that keeps timing out is paused, and for how long. */
  pause: PausePolicy;
  /** A job still running after this is taken as lost with its process and run again. */
  jobExpireSeconds: number;
  /** How often the queue looks for such lost jobs. */
  maintenanceIntervalSeconds: number;
}

export const DEFAULT_DELIVERY_SETTINGS: WebhookDeliverySettings = {
  timeoutMs: 10_000,
  retry: DEFAULT_RETRY_POLICY,
  disableAfterMs: DEFAULT_RETRY_POLICY.retryWindowMs,
  maxResponseBytes: 4_096,
  allowPrivateUrls: false,
  relayIntervalMs: 200,
  pollIntervalMs: 500,
  concurrency: 100,
  endpointConcurrency: 10,
  pause: DEFAULT_PAUSE_POLICY,
  jobExpireSeconds: 40,
  maintenanceIntervalSeconds: 30,
};
