/** How long sessions live. */
export interface SessionLifetime {
  idleMs: number;
  absoluteMs: number;
}

/** `last_seen_at` is written at most this often, so an active tab does not write on every call. */
export const SESSION_TOUCH_INTERVAL_MS = 60_000;

export type SessionState = "live" | "idle-expired" | "expired";

/** Whether a session may still be used at `now`. */
export function sessionState(session: { lastSeenAt: Date; expiresAt: Date }, now: Date, lifetime: SessionLifetime): SessionState {
  if (now.getTime() >= session.expiresAt.getTime()) return "expired";
  if (now.getTime() - session.lastSeenAt.getTime() >= lifetime.idleMs) return "idle-expired";
  return "live";
}

export function shouldTouchSession(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() >= SESSION_TOUCH_INTERVAL_MS;
}

export function sessionExpiresAt(createdAt: Date, lifetime: SessionLifetime): Date {
  return new Date(createdAt.getTime() + lifetime.absoluteMs);
}
