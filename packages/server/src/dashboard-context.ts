import type { ServerDependencies } from "./context.js";
import type { SignInThrottlePolicy } from "./domain/sign-in-throttle.js";

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

/** Per-request state for a dashboard procedure, filled in by the dashboard transport. */
export interface DashboardContext {
  deps: ServerDependencies;
  settings: DashboardSettings;
  requestId: string;
  /** A request header by lower-case name, first value only. */
  header(name: string): string | undefined;
  /** The peer address of the connection. */
  clientAddress: string;
  /** Sets a response header (Set-Cookie, Retry-After). */
  setHeader(name: string, value: string): void;
}
