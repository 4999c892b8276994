import type { FieldError } from "@reservation-api/contract";
import type { Database } from "@reservation-api/db";
import type { Observer } from "./observer/observer.js";
import type { RateLimiter } from "./rate-limit/rate-limiter.js";
import type { RequestLogFacts } from "./request-log/captured-request.js";
import type { KeyUseRecorder } from "./storage/key-use-recorder.js";

/** What the procedures need from the outside world, handed in once at start-up. */
export interface ServerDependencies {
  db: Database;
  /** The current time; tests pass a fixed clock. */
  now: () => Date;
  keyUse: KeyUseRecorder;
  /** Per-merchant request budget; absent when rate limiting is switched off. */
  rateLimiter: RateLimiter | undefined;
  /** WEBHOOK_ALLOW_PRIVATE_URLS: webhook endpoints may be http and private (development, tests). */
  allowPrivateWebhookUrls: boolean;
  /** Told about committed booking changes (see observer/); absent where nobody can subscribe (CLI, tests). */
  observer?: Observer | undefined;
}

/** Per-request state the transport fills in before the procedures run. */
export interface RequestContext {
  deps: ServerDependencies;
  requestId: string;
  /** A request header by lower-case name, first value only. */
  header(name: string): string | undefined;
  /**
   * Why the body could not be read as a JSON object, if it could not. Reported only after
   * authentication, so that auth errors always win.
   */
  bodyProblem: FieldError | undefined;
  /** Filled by procedures: a success status other than 200, and extra headers. */
  response: { status?: number; headers: Record<string, string> };
  /** Noted for the request log: when, which endpoint, whose key. */
  requestLog: RequestLogFacts;
}
