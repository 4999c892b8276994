import type { Database } from "@reservation-api/db";
import type { SignInThrottlePolicy } from "../domain/sign-in-throttle.js";
import type { Observer } from "../observer/observer.js";

/**
 * What a service needs: the database, the clock (tests pass a fixed one) and the observer it tells
 * about committed booking changes, if any. Services own this type; the transports' contexts and
 * the admin CLI build it, never the other way round.
 */
export interface ServiceDeps {
  db: Database;
  now: () => Date;
  /** Absent where nobody can subscribe (the admin CLI, tests that call services directly). */
  observer?: Observer | undefined;
}

/** The webhook services also need to know whether private targets are allowed. */
export interface WebhookServiceDeps extends ServiceDeps {
  /** WEBHOOK_ALLOW_PRIVATE_URLS: webhook endpoints may be http and private (development, tests). */
  allowPrivateWebhookUrls: boolean;
}

/** Dashboard policy, from the app's configuration. */
export interface DashboardSettings {
  /** The configured public URL, e.g. https://api.example.com: its origin is the only Origin accepted. When unset, the request's Host is. */
  publicBaseUrl: string | undefined;
  /** Base of the one-time links shown to admins and the operator (the public URL, else a localhost URL). */
  linkBaseUrl: string;
  /** A session unused this long ends. */
  sessionIdleMs: number;
  /** A session ends this long after sign-in, however active. */
  sessionAbsoluteMs: number;
  /** Invitation and password-reset links stay usable this long. */
  invitationTtlMs: number;
  passwordResetTtlMs: number;
  signInThrottle: SignInThrottlePolicy;
}
