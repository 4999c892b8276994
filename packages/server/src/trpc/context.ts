import type { FieldError } from "@reservation-api/contract";
import type { RateLimiter } from "../rate-limit/rate-limiter.js";
import type { RequestLogFacts } from "../domain/request-log/captured-request.js";
import type { WebhookServiceDeps } from "../services/service-deps.js";
import type { KeyUseRecorder } from "../storage/key-use-recorder.js";

/** What the procedures need from the outside world, handed in once at start-up. */
export interface ServerDependencies extends WebhookServiceDeps {
  keyUse: KeyUseRecorder;
  /** Per-merchant request budget; absent when rate limiting is switched off. */
  rateLimiter: RateLimiter | undefined;
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
