/** How long sessions live. */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/**
 * `last_seen_at` is rewritten only once it is older than a tenth of the idle limit (and at most a
 * minute), so an active tab does not write on every call. Idleness therefore counts from a last use
 * recorded up to that much early: a session ends at most a tenth of its idle limit sooner than
 * exactly idle-limit-after-last-use, never later.
 */
const SESSION_TOUCH_IDLE_FRACTION = 0.1;
const SESSION_TOUCH_MAX_INTERVAL_MS = 60_000;

export type SessionState = "live" | "idle-expired" | "expired";

/** Whether a session may still be used at `now`. */
export function sessionState(session: { lastSeenAt: Date; expiresAt: Date }, now: Date, lifetime: SessionLifetime): SessionState {
  if (now.getTime() >= session.expiresAt.getTime()) return "expired";
  if (now.getTime() - session.lastSeenAt.getTime() >= lifetime.idleMs) return "idle-expired";
  return "live";
}

/** How stale `last_seen_at` may get before a use of the session rewrites it. */
export function sessionTouchIntervalMs(lifetime: SessionLifetime): number {
  return Math.min(SESSION_TOUCH_MAX_INTERVAL_MS, lifetime.idleMs * SESSION_TOUCH_IDLE_FRACTION);
}

/** Whether a use of the session at `now` should record itself as the last use. */
export function shouldTouchSession(lastSeenAt: Date, now: Date, lifetime: SessionLifetime): boolean {
  return now.getTime() - lastSeenAt.getTime() >= sessionTouchIntervalMs(lifetime);
}

export function sessionExpiresAt(createdAt: Date, lifetime: SessionLifetime): Date {
  return new Date(createdAt.getTime() + lifetime.absoluteMs);
}
